import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ClinicDetail } from '@portal/shared';
import { placeMapsUrl } from '../../../components/map/maps-link';
import { OpeningHours } from '../../../components/opening-hours/opening-hours';

/** Address, phone, opening hours, services and introduction of a clinic. */
export function ClinicInfo({ clinic }: { clinic: ClinicDetail }) {
  const mapUrl = placeMapsUrl(clinic);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden />
          <div>
            <Text>{clinic.address}</Text>
            {mapUrl ? (
              <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" size="sm">
                在地圖應用程式中開啟
              </Anchor>
            ) : null}
          </div>
        </Group>
        {clinic.contacttel && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={18} aria-hidden />
            <Anchor href={`tel:${clinic.contacttel.replace(/\s/g, '')}`}>
              {clinic.contacttel}
            </Anchor>
          </Group>
        )}
      </Stack>
      <section>
        <Title order={2} size="h4" mb="xs">
          應診時間
        </Title>
        <OpeningHours hours={clinic.openinghours ?? []} />
      </section>
      {(clinic.services ?? []).length > 0 && (
        <section>
          <Title order={2} size="h4" mb="xs">
            服務
          </Title>
          <Group gap={6}>
            {(clinic.services ?? []).map((s) => (
              <Badge key={s} variant="light" radius="sm">
                {s}
              </Badge>
            ))}
          </Group>
        </section>
      )}
      {clinic.introduce && (
        <section>
          <Title order={2} size="h4" mb="xs">
            診所簡介
          </Title>
          {clinic.introduce
            .split('\n')
            .filter((p) => p.trim())
            .map((p, i) => (
              <Text key={i} mb={4}>
                {p}
              </Text>
            ))}
        </section>
      )}
    </Stack>
  );
}
