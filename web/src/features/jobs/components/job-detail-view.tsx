import { href } from '@portal/shared';
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, type JobDetail } from '@portal/shared';
import { MapView } from '../../../components/map/map-view';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { jobQueries } from '../api/queries';
import { ApplyPanel, isExpired } from './apply-panel';
import classes from './job-detail.module.css';
import { SectionBoundary } from '../../../components/section-boundary/section-boundary';

function Paragraphs({ text }: { text: string }) {
  const parts = text
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={classes.prose}>
      {parts.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** The job in full: header, facts, description, requirements, map and the apply panel. */
export function JobDetailView({ job }: { job: JobDetail }) {
  const expired = isExpired(job.expiredate);
  const o = useMessageOptions();
  const area = useQuery({
    ...jobQueries.area(job.arealevel1id, job.arealevel2id),
    enabled: Boolean(job.arealevel1id),
  });
  return (
    <div className={classes.layout}>
      <Stack gap="lg" className={classes.head}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            src={job.cliniclogo ? job.cliniclogo : null}
            alt={m.jobs_detail_logo_alt({ company: job.company }, o)}
            size={72}
            radius="md"
          >
            {job.company.slice(0, 1)}
          </Avatar>
          <Stack gap={4}>
            <Title order={1} size="h2">
              {job.title}
            </Title>
            <Text fw={500}>
              {job.clinicid ? (
                <Anchor
                  component={Link}
                  to={href('clinicDetail', { clinicId: job.clinicid })}
                  inherit
                >
                  {job.company}
                </Anchor>
              ) : (
                job.company
              )}
            </Text>
            <Group gap="xs">
              <Badge variant="light" radius="sm">
                {codeName('employment', job.employmentType, o)}
              </Badge>
              {expired ? (
                <Badge color="gray" radius="sm">
                  {m.jobs_detail_closed({}, o)}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Card withBorder padding="md">
          <dl className={classes.facts} data-testid="job-facts">
            <dt>{m.jobs_detail_type({}, o)}</dt>
            <dd>{codeName('employment', job.employmentType, o)}</dd>
            <dt>{m.jobs_detail_openings({}, o)}</dt>
            <dd>{m.jobs_detail_openings_count({ count: job.number }, o)}</dd>
            <dt>{m.jobs_detail_contact({}, o)}</dt>
            <dd>
              {job.contact}
              {job.contacttel ? (
                <>
                  {' '}
                  <Anchor href={`tel:${job.contacttel}`}>{job.contacttel}</Anchor>
                </>
              ) : null}
            </dd>
            {area.data ? (
              <>
                <dt>{m.jobs_detail_area({}, o)}</dt>
                <dd data-testid="job-area">{area.data}</dd>
              </>
            ) : null}
            <dt>{m.jobs_detail_address({}, o)}</dt>
            <dd>{job.address}</dd>
            {job.publishdate ? (
              <>
                <dt>{m.jobs_detail_published({}, o)}</dt>
                <dd>{formatDate(job.publishdate)}</dd>
              </>
            ) : null}
            <dt>{m.jobs_detail_closing({}, o)}</dt>
            <dd>{formatDate(job.expiredate)}</dd>
          </dl>
        </Card>
      </Stack>
      <div className={classes.side}>
        <SectionBoundary name={m.jobs_detail_apply({}, o)}>
          <ApplyPanel job={job} />
        </SectionBoundary>
      </div>
      <Stack gap="lg" className={classes.main}>
        {job.description ? (
          <section>
            <Title order={2} size="h4" mb="xs">
              {m.jobs_detail_description({}, o)}
            </Title>
            <Paragraphs text={job.description} />
          </section>
        ) : null}
        {job.requirements ? (
          <section>
            <Title order={2} size="h4" mb="xs">
              {m.jobs_detail_requirements({}, o)}
            </Title>
            <Paragraphs text={job.requirements} />
          </section>
        ) : null}
        <section>
          <Title order={2} size="h4" mb="xs">
            {m.jobs_detail_location({}, o)}
          </Title>
          <MapView
            markers={[{ lat: job.lat, lng: job.lng, title: job.company, address: job.address }]}
            height={280}
          />
        </section>
      </Stack>
    </div>
  );
}
