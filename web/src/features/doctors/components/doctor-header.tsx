import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Doctor } from '@portal/shared';
import { DoctorPhoto } from './doctor-photo';
import classes from './doctor-header.module.css';
import tagBadge from '../../../components/tag-badge/tag-badge.module.css';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** Photo, name, title, registration number, specialties and languages, with page actions. */
export function DoctorHeader({ doctor, actions }: { doctor: Doctor; actions?: ReactNode }) {
  const o = useMessageOptions();
  return (
    <div className={classes.header}>
      <DoctorPhoto
        src={doctor.photo}
        name={doctor.username}
        size={128}
        eager
        className={classes.photo}
      />
      <Stack gap={6} className={classes.info}>
        <Title order={1} size="h2">
          {doctor.username}
        </Title>
        <Text>{doctor.title ? codeName('title', doctor.title, o) : null}</Text>
        {doctor.regno && (
          <Text size="sm" c="gray.7">
            {m.doctors_hk_reg_no({ regno: doctor.regno }, o)}
          </Text>
        )}
        {(doctor.specialties ?? []).length > 0 && (
          <Group gap={6} role="group" aria-label={m.doctors_specialties({}, o)}>
            {(doctor.specialties ?? []).map((s) => (
              <Badge key={s} variant="light" radius="sm" classNames={tagBadge}>
                {codeName('specialty', s, o)}
              </Badge>
            ))}
          </Group>
        )}
        {(doctor.languages ?? []).length > 0 && (
          <Text size="sm">
            {m.doctors_languages(
              {
                languages: (doctor.languages ?? [])
                  .map((l) => codeName('language', l, o))
                  .join(m.doctors_list_separator({}, o)),
              },
              o,
            )}
          </Text>
        )}
        {actions && (
          <Group gap="xs" mt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </div>
  );
}
