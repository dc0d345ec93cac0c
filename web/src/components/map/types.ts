export interface MapMarker {
  lat: number;
  lng: number;
  title?: string;
  address?: string;
}

/** A place as records describe it: coordinates, name and address are all portal extensions. */
export interface MapPlace {
  lat?: number;
  lng?: number;
  title?: string;
  address?: string;
}

/** The places that can be pinned on a map: those whose record gives both coordinates. */
export function mapMarkers(places: readonly MapPlace[]): MapMarker[] {
  return places.flatMap((p) =>
    typeof p.lat === 'number' &&
    Number.isFinite(p.lat) &&
    typeof p.lng === 'number' &&
    Number.isFinite(p.lng)
      ? [{ lat: p.lat, lng: p.lng, title: p.title, address: p.address }]
      : [],
  );
}

/** What the lazily loaded map is given (its own module is only fetched when a key exists). */
export interface MapCanvasProps {
  apiKey: string;
  markers: readonly MapMarker[];
  height: number;
  /** The Maps script is in the page. */
  onLoad: () => void;
  /** The Maps script could not be loaded after every retry. */
  onError: (error: unknown) => void;
}
