import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ClinicDetail } from '@portal/shared';
import { placeMapsUrl } from '../../../components/map/maps-link';
import { OpeningHours } from '../../../components/opening-hours/opening-hours';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** Address, phone, opening hours, services and introduction of a clinic. */
export function ClinicInfo({ clinic }: { clinic: ClinicDetail }) {
  const o = useMessageOptions();
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
                {m.clinics_open_map({}, o)}
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
          {m.clinics_hours({}, o)}
        </Title>
        <OpeningHours hours={clinic.openinghours ?? []} />
      </section>
      {(clinic.services ?? []).length > 0 && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {m.clinics_services({}, o)}
          </Title>
          <Group gap={6}>
            {(clinic.services ?? []).map((s) => (
              <Badge key={s} variant="light" radius="sm">
                {codeName('service', s, o)}
              </Badge>
            ))}
          </Group>
        </section>
      )}
      {clinic.introduce && (
        <section>
          <Title order={2} size="h4" mb="xs">
            {m.clinics_intro({}, o)}
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
