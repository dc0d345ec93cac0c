export interface MapMarker {
  lat: number;
  lng: number;
  title: string;
  address: string;
}
