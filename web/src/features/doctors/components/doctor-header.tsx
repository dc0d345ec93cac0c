import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Doctor } from '@portal/shared';
import { DoctorPhoto } from './doctor-photo';
import classes from './doctor-header.module.css';
import tagBadge from '../../../components/tag-badge/tag-badge.module.css';

/** Photo, name, title, registration number, specialties and languages, with page actions. */
export function DoctorHeader({ doctor, actions }: { doctor: Doctor; actions?: ReactNode }) {
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
        <Text>{doctor.title}</Text>
        {doctor.regno && (
          <Text size="sm" c="gray.7">
            香港註冊中醫編號：{doctor.regno}
          </Text>
        )}
        {(doctor.specialties ?? []).length > 0 && (
          <Group gap={6} role="group" aria-label="專長">
            {(doctor.specialties ?? []).map((s) => (
              <Badge key={s} variant="light" radius="sm" classNames={tagBadge}>
                {s}
              </Badge>
            ))}
          </Group>
        )}
        {(doctor.languages ?? []).length > 0 && (
          <Text size="sm">應診語言：{(doctor.languages ?? []).join('、')}</Text>
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
