import { useEffect } from 'react';
import { Box, Skeleton } from '@mantine/core';
import { GoogleMap, MarkerF, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { MAPS } from './maps-settings';
import type { MapCanvasProps } from './types';
import classes from './map-view.module.css';

// The loader compares its options with those of its first use, so the list is made once.
const LIBRARIES: Libraries = [...MAPS.libraries];

/**
 * Loads the Maps script with @react-google-maps/api's loader, then draws the map. That loader
 * retries a failed script by itself, after attempt × 2^attempt ms, three times, which is the
 * portal's schedule (the browser tests count the attempts), and a map mounted after a failure
 * starts the schedule again. This module holds all the maps code, so it is only fetched for a
 * page with a map when a Maps key is configured.
 */
export default function GoogleMapCanvas({
  apiKey,
  markers,
  height,
  onLoad,
  onError,
}: MapCanvasProps) {
  const { isLoaded, loadError } = useJsApiLoader({
    googleMapsApiKey: apiKey,
    version: MAPS.version,
    libraries: LIBRARIES,
    region: MAPS.region,
    language: MAPS.language,
  });

  useEffect(() => {
    if (loadError) onError(loadError);
    else if (isLoaded) onLoad();
  }, [isLoaded, loadError, onLoad, onError]);

  if (!isLoaded) return <Skeleton className={classes.frame} h={height} />;
  const first = markers[0];
  const center = first ? { lat: first.lat, lng: first.lng } : { lat: 22.3193, lng: 114.1694 };
  return (
    <Box className={classes.frame} h={height} data-testid="map-canvas">
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
    </Box>
  );
}
