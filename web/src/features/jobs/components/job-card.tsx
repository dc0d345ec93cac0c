import { Avatar, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useNavigation } from 'react-router';
import { formatDate, type Job } from '@portal/shared';
import classes from './job-card.module.css';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/**
 * One job in the list: logo, title, company, type, openings, address and closing date. A job's
 * page takes a moment to open (its record, then a pause for its structured data), so the card
 * chosen says it is opening the moment it is clicked.
 */
export function JobCard({ job }: { job: Job }) {
  const to = recordHref('jobDetail', { jobId: job.jobid });
  const navigation = useNavigation();
  const o = useMessageOptions();
  const opening =
    Boolean(to) && navigation.state !== 'idle' && navigation.location?.pathname === to;
  return (
    <RecordLink
      to={to}
      className={classes.card}
      data-testid="job-card"
      data-opening={opening || undefined}
    >
      <Avatar
        src={job.cliniclogo ? job.cliniclogo : null}
        alt=""
        size="lg"
        radius="md"
        className={classes.logo}
      >
        {job.company.slice(0, 1)}
      </Avatar>
      <Stack gap={4} className={classes.body}>
        <Text className={classes.title} component="h3" lineClamp={2}>
          {job.title}
        </Text>
        <Text size="sm">{job.company}</Text>
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {codeName('employment', job.employmentType, o)}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm">
            {m.jobs_card_openings({ count: job.number }, o)}
          </Badge>
        </Group>
        <Group gap={4} c="gray.7" fz="xs" wrap="nowrap">
          <IconMapPin size={14} aria-hidden="true" />
          <Text span fz="xs" lineClamp={1}>
            {job.address}
          </Text>
        </Group>
        <Text fz="xs" c="gray.7">
          {m.jobs_card_closing({ date: formatDate(job.expiredate) }, o)}
        </Text>
      </Stack>
      {opening ? (
        <Group gap={6} className={classes.opening} role="status" wrap="nowrap">
          <Loader size="xs" />
          <Text span fz="xs">
            {m.jobs_card_opening({}, o)}
          </Text>
        </Group>
      ) : null}
    </RecordLink>
  );
}
