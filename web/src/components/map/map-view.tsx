import {
  Suspense,
  lazy,
  type ComponentType,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bffConfigQuery } from '../../lib/http/bff-config';
import { MapFallback } from './map-fallback';
import type { MapCanvasProps, MapMarker } from './types';
import classes from './map-view.module.css';

const GoogleMapCanvas = lazy((): Promise<{ default: ComponentType<MapCanvasProps> }> =>
  import('./google-map-canvas').catch((error: unknown) => ({
    // Without the map's own code (offline, or a new release replaced it) there is no map
    // either: the visitor gets the addresses, as when the Maps script fails.
    default: function MissingCanvas({ onError }: MapCanvasProps) {
      useEffect(() => onError(error), [onError]);
      return null;
    },
  })),
);

export interface MapViewProps {
  markers: readonly MapMarker[];
  /** Height of the map in px (the fallback takes the height it needs). */
  height?: number;
  /** Called once the Maps script is loaded. */
  onLoad?: () => void;
  /** Called when the script could not be loaded after every retry. */
  onError?: (error: unknown) => void;
}

/**
 * A Google map with a marker per place. Without a Maps key, or when the script cannot be loaded
 * after its retries (as on machines without network), it shows the addresses with links to open
 * them in a maps app instead.
 */
export function MapView({ markers, height = 320, onLoad, onError }: MapViewProps) {
  const config = useQuery(bffConfigQuery);
  const key = config.data?.googleMapsApiKey ?? '';
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onLoad, onError });
  callbacks.current = { onLoad, onError };

  const loaded = useCallback(() => callbacks.current.onLoad?.(), []);
  const failedToLoad = useCallback((error: unknown) => {
    setFailed(true);
    callbacks.current.onError?.(error);
  }, []);

  if (markers.length === 0) return null;
  if (config.isPending) return <Skeleton className={classes.frame} h={height} />;
  if (!key || failed) return <MapFallback markers={markers} />;
  return (
    <Suspense fallback={<Skeleton className={classes.frame} h={height} />}>
      <GoogleMapCanvas
        apiKey={key}
        markers={markers}
        height={height}
        onLoad={loaded}
        onError={failedToLoad}
      />
    </Suspense>
  );
}
