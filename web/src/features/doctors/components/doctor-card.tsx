import { href } from '@portal/shared';
import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { IconMapPin, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DoctorSummary } from '@portal/shared';
import classes from './doctor-card.module.css';
import { DoctorPhoto } from './doctor-photo';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';
import tagBadge from '../../../components/tag-badge/tag-badge.module.css';
import { codeName, placeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export interface DoctorCardProps {
  doctor: DoctorSummary;
  /** Shown above the buttons: the page's 最快可約 line. */
  availability?: ReactNode;
  /** A card in the first screen: its photo loads at once rather than lazily. */
  eager?: boolean;
  /**
   * When sorted by distance, how far the doctor is from the reader, with which clinic it measures
   * (`可約診所約 1.2 公里`, `最近診所約 1.2 公里`).
   */
  distance?: string;
}

/**
 * A doctor in search results: photo, name, title, specialties, districts and a booking link. The
 * title, specialties, districts and languages are the API's Chinese names, said in the page's
 * locale (`codeName`); the name is as the doctor gave it.
 */
export function DoctorCard({ doctor, availability, eager = false, distance }: DoctorCardProps) {
  const o = useMessageOptions();
  const to = recordHref('doctorDetail', { doctorId: doctor.globaluserid });
  return (
    <Card withBorder padding="md" radius="md" className={classes.card} data-testid="doctor-card">
      <RecordLink to={to} className={classes.head}>
        <DoctorPhoto src={doctor.photo} name={doctor.username} size={72} eager={eager} />
        <div>
          <Text className={classes.name} component="h3">
            {doctor.username}
          </Text>
          {doctor.title ? <Text size="sm">{codeName('title', doctor.title, o)}</Text> : null}
          {doctor.regno && (
            <Text className={classes.meta}>{m.doctors_reg_no({ regno: doctor.regno }, o)}</Text>
          )}
        </div>
      </RecordLink>
      {(doctor.specialties ?? []).length > 0 && (
        <Group gap={6}>
          {(doctor.specialties ?? []).slice(0, 4).map((s) => (
            <Badge key={s} variant="light" radius="sm" classNames={tagBadge}>
              {codeName('specialty', s, o)}
            </Badge>
          ))}
        </Group>
      )}
      <Group gap="md" className={classes.meta}>
        {(doctor.districts ?? []).length > 0 && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <span>
              {(doctor.districts ?? [])
                .map((d) => placeName(d, o))
                .join(m.doctors_list_separator({}, o))}
            </span>
          </Group>
        )}
        {distance ? (
          <Badge variant="outline" color="gray" c="gray.8" radius="sm" data-testid="distance">
            {distance}
          </Badge>
        ) : null}
        {(doctor.languages ?? []).length > 0 && (
          <span>
            {(doctor.languages ?? [])
              .map((l) => codeName('language', l, o))
              .join(m.doctors_language_separator({}, o))}
          </span>
        )}
        {typeof doctor.answercount === 'number' && doctor.answercount > 0 && (
          <Group gap={4} wrap="nowrap">
            <IconMessageCircle size={14} aria-hidden />
            <span>{m.doctors_answer_count({ count: doctor.answercount }, o)}</span>
          </Group>
        )}
      </Group>
      {availability}
      {/* Without the doctor's id there is no page to open or book on. */}
      {to ? (
        <Group gap="xs" className={classes.actions} grow>
          <Button component={Link} to={to} variant="default" size="sm">
            {m.doctors_view_profile({}, o)}
          </Button>
          <Button
            component={Link}
            to={href('doctorDetail', { doctorId: doctor.globaluserid }, { booking: 1 })}
            size="sm"
          >
            {m.doctors_book({}, o)}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}
