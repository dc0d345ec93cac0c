import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { formatDate, type Job } from '@portal/shared';
import classes from './job-card.module.css';
import { RecordLink } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/record-href';

/** One job in the list: logo, title, company, type, openings, address and closing date. */
export function JobCard({ job }: { job: Job }) {
  return (
    <RecordLink
      to={recordHref('jobDetail', { jobId: job.jobid })}
      className={classes.card}
      data-testid="job-card"
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
            {job.employmentType}
          </Badge>
          <Badge variant="outline" color="gray" radius="sm">
            招聘 {job.number} 人
          </Badge>
        </Group>
        <Group gap={4} c="gray.7" fz="xs" wrap="nowrap">
          <IconMapPin size={14} aria-hidden="true" />
          <Text span fz="xs" lineClamp={1}>
            {job.address}
          </Text>
        </Group>
        <Text fz="xs" c="gray.7">
          截止日期：{formatDate(job.expiredate)}
        </Text>
      </Stack>
    </RecordLink>
  );
}
