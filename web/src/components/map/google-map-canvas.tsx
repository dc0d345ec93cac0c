import { GoogleMap, MarkerF } from '@react-google-maps/api';
import type { MapMarker } from './types';
import classes from './map-view.module.css';

/** The map itself; loaded lazily, only after the Maps script is in the page. */
export default function GoogleMapCanvas({ markers }: { markers: readonly MapMarker[] }) {
  const first = markers[0];
  const center = first ? { lat: first.lat, lng: first.lng } : { lat: 22.3193, lng: 114.1694 };
  return (
    <GoogleMap
      mapContainerClassName={classes.canvas}
      center={center}
      zoom={markers.length > 1 ? 12 : 16}
      options={{ streetViewControl: false, mapTypeControl: false }}
    >
      {markers.map((m) => (
        <MarkerF key={`${m.lat},${m.lng},${m.title}`} position={m} title={m.title} />
      ))}
    </GoogleMap>
  );
}
