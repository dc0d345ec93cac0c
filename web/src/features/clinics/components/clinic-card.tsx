import { Badge, Card, Group, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ClinicSummary } from '@portal/shared';
import classes from './clinic-card.module.css';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';
import { placeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';

/**
 * A clinic in search results: logo, name, district, address and phone. `eager` for a card in the
 * first screen: its logo loads at once rather than lazily. The district is said in the page's
 * locale; the name and address as the clinic wrote them.
 */
export function ClinicCard({
  clinic,
  eager = false,
  distance,
}: {
  clinic: ClinicSummary;
  eager?: boolean;
  /** How far the clinic is from the reader (`約 1.2 公里`), when sorted by distance. */
  distance?: string;
}) {
  const o = useMessageOptions();
  return (
    <Card withBorder padding="md" radius="md" data-testid="clinic-card">
      <div className={classes.card}>
        {clinic.logo ? (
          <img
            className={classes.logo}
            src={clinic.logo}
            alt=""
            width={96}
            height={72}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : null}
        <div className={classes.body}>
          <Group gap="xs" mb={4}>
            <RecordLink
              to={recordHref('clinicDetail', { clinicId: clinic.clinicid })}
              className={classes.title}
            >
              {clinic.clinicname}
            </RecordLink>
            {clinic.districtname && (
              <Badge variant="light" radius="sm" size="sm">
                {placeName(clinic.districtname, o)}
              </Badge>
            )}
            {distance ? (
              <Badge
                variant="outline"
                color="gray"
                c="gray.8"
                radius="sm"
                size="sm"
                data-testid="distance"
              >
                {distance}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="gray.7">
            <IconMapPin size={14} aria-hidden /> {clinic.address}
          </Text>
          {clinic.contacttel && (
            <Text size="sm" c="gray.7">
              <IconPhone size={14} aria-hidden /> {clinic.contacttel}
            </Text>
          )}
        </div>
      </div>
    </Card>
  );
}
