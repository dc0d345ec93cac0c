import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { mapsSearchUrl } from './maps-link';
import type { MapMarker } from './types';
import classes from './map-view.module.css';

/** What visitors see when the map cannot be shown: each address with a link to a maps app. */
export function MapFallback({ markers }: { markers: readonly MapMarker[] }) {
  return (
    <Paper withBorder p="md" className={classes.fallback} data-testid="map-fallback">
      <Stack gap="sm">
        {markers.map((m) => (
          <Group key={`${m.lat},${m.lng},${m.title}`} gap="sm" wrap="nowrap" align="flex-start">
            <IconMapPin aria-hidden className={classes.pin} />
            <div>
              {m.title ? <Text fw={600}>{m.title}</Text> : null}
              {m.address ? (
                <Text size="sm" c="gray.7">
                  {m.address}
                </Text>
              ) : null}
              <Anchor
                href={mapsSearchUrl(m.lat, m.lng)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                在地圖應用程式中開啟
              </Anchor>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
