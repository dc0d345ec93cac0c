export interface MapMarker {
  lat: number;
  lng: number;
  title: string;
  address: string;
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
