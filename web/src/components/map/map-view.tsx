import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Box, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bffConfigQuery } from '../../lib/bff-config';
import { loadGoogleMapsScript } from './google-maps-script';
import { loadWithRetry, type RetryOptions } from './load-with-retry';
import { MapFallback } from './map-fallback';
import type { MapMarker } from './types';
import classes from './map-view.module.css';

const GoogleMapCanvas = lazy(() => import('./google-map-canvas'));

export interface MapViewProps {
  markers: readonly MapMarker[];
  /** Height of the map in px (the fallback takes the height it needs). */
  height?: number;
  /** Called once the Maps script is loaded. */
  onLoad?: () => void;
  /** Called when the script could not be loaded after every retry. */
  onError?: (error: unknown) => void;
  /** Overrides for the retry loop (tests). */
  retry?: Pick<RetryOptions, 'wait' | 'retries'>;
  /** Overrides the script loader (tests). */
  loadScript?: (key: string) => Promise<void>;
}

type Status = 'loading' | 'ready' | 'failed';

/**
 * A Google map with a marker per place. Without a Maps key, or when the script cannot be loaded
 * after its retries (as on machines without network), it shows the addresses with links to open
 * them in a maps app instead.
 */
export function MapView({
  markers,
  height = 320,
  onLoad,
  onError,
  retry,
  loadScript = loadGoogleMapsScript,
}: MapViewProps) {
  const config = useQuery(bffConfigQuery);
  const key = config.data?.googleMapsApiKey ?? '';
  const [status, setStatus] = useState<Status>('loading');
  const callbacks = useRef({ onLoad, onError });
  callbacks.current = { onLoad, onError };

  useEffect(() => {
    if (!key) return;
    let active = true;
    setStatus('loading');
    loadWithRetry(() => loadScript(key), retry)
      .then(() => {
        if (!active) return;
        setStatus('ready');
        callbacks.current.onLoad?.();
      })
      .catch((error: unknown) => {
        if (!active) return;
        setStatus('failed');
        callbacks.current.onError?.(error);
      });
    return () => {
      active = false;
    };
  }, [key, loadScript, retry]);

  if (markers.length === 0) return null;
  if (config.isPending) return <Skeleton className={classes.frame} h={height} />;
  if (!key || status === 'failed') return <MapFallback markers={markers} />;
  if (status === 'loading') return <Skeleton className={classes.frame} h={height} />;
  return (
    <Stack gap="xs">
      <Box className={classes.frame} h={height} data-testid="map-canvas">
        <Suspense fallback={<Skeleton h={height} />}>
          <GoogleMapCanvas markers={markers} />
        </Suspense>
      </Box>
    </Stack>
  );
}
