import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { mapsSearchUrl } from './maps-link';
import type { MapMarker } from './types';
import classes from './map-view.module.css';

/** What visitors see when the map cannot be shown: each address with a link to a maps app. */
export function MapFallback({ markers }: { markers: readonly MapMarker[] }) {
  const o = useMessageOptions();
  return (
    <Paper withBorder p="md" className={classes.fallback} data-testid="map-fallback">
      <Stack gap="sm">
        {markers.map((marker) => (
          <Group
            key={`${marker.lat},${marker.lng},${marker.title}`}
            gap="sm"
            wrap="nowrap"
            align="flex-start"
          >
            <IconMapPin aria-hidden className={classes.pin} />
            <div>
              {marker.title ? <Text fw={600}>{marker.title}</Text> : null}
              {marker.address ? (
                <Text size="sm" c="gray.7">
                  {marker.address}
                </Text>
              ) : null}
              <Anchor
                href={mapsSearchUrl(marker.lat, marker.lng)}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {m.ui_map_open_in_app({}, o)}
              </Anchor>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
