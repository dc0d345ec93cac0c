import { href } from '@portal/shared';
import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useLocation } from 'react-router';
import type { JobDetail, Resume } from '@portal/shared';
import { ErrorState } from '../../../components/page-state/error-state';
import { loginPath } from '../../../config/paths';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { notice } from '../../../lib/notify/notify';
import { setSessionState, useSession } from '../../../lib/session/current-session';
import { useDeliverResume } from '../api/mutations';
import { jobQueries } from '../api/queries';

/** Whether the job's closing date has passed (the closing day itself still counts). */
export function isExpired(expiredate: string, today = dayjs()): boolean {
  return Boolean(expiredate) && dayjs(expiredate).isValid() && today.isAfter(expiredate, 'day');
}

/** What the clinic receives with an application: the resume's fields, as the reader wrote them. */
function ResumeSent({ resume }: { resume: Resume }) {
  const o = useMessageOptions();
  const sex =
    resume.sex === 'M'
      ? m.jobs_resume_male({}, o)
      : resume.sex === 'F'
        ? m.jobs_resume_female({}, o)
        : undefined;
  const rows: [string, string | undefined][] = [
    [m.jobs_resume_name({}, o), resume.name],
    [m.jobs_resume_sex({}, o), sex],
    [m.jobs_resume_birthday({}, o), resume.birthday],
    [m.jobs_resume_phone({}, o), resume.phone],
    [m.jobs_resume_email({}, o), resume.email],
    [m.jobs_resume_education({}, o), resume.education],
    [m.jobs_resume_experience({}, o), resume.workexperience],
    [m.jobs_resume_introduce({}, o), resume.introduce],
  ];
  return (
    <Stack gap={6} component="dl" m={0} data-testid="apply-resume">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="gray.7">
              {label}
            </Text>
            <Text component="dd" m={0} lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
              {value}
            </Text>
          </div>
        ))}
    </Stack>
  );
}

function ResumeApply({ job }: { job: JobDetail }) {
  const resume = useQuery(jobQueries.resume());
  const deliver = useDeliverResume();
  const { pathname } = useLocation();
  const [confirming, setConfirming] = useState(false);
  const o = useMessageOptions();
  if (resume.isPending) {
    return (
      <Button disabled fullWidth>
        {m.jobs_apply_resume_loading({}, o)}
      </Button>
    );
  }
  if (resume.isError) {
    return (
      <ErrorState
        error={resume.error}
        onRetry={() => void resume.refetch()}
        title={m.jobs_apply_resume_failed({}, o)}
      />
    );
  }
  if (!resume.data) {
    return (
      <Stack gap="xs">
        <Text size="sm">{m.jobs_apply_resume_needed({}, o)}</Text>
        <Button
          component={Link}
          to={`${href('resume')}?${new URLSearchParams({ back: pathname }).toString()}`}
          fullWidth
        >
          {m.jobs_apply_create_resume({}, o)}
        </Button>
      </Stack>
    );
  }
  const resumeData = resume.data;
  // Both ids are extensions of the portal API: without them there is nothing to apply with.
  const jobid = job.jobid;
  const resumeid = resumeData.resumeid;
  return (
    <Stack gap="xs">
      <Text size="sm">
        {resumeData.name
          ? m.jobs_apply_with_resume_named({ name: resumeData.name }, o)
          : m.jobs_apply_with_resume({}, o)}
        <Anchor component={Link} to={href('resume')} inherit>
          {m.jobs_apply_view_resume({}, o)}
        </Anchor>
      </Text>
      <Button fullWidth disabled={!jobid || !resumeid} onClick={() => setConfirming(true)}>
        {m.jobs_apply_send({}, o)}
      </Button>
      {/* Nothing is sent before the reader has seen what goes to the clinic and said yes. */}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={m.jobs_apply_confirm_title({}, o)}
      >
        <Stack gap="md">
          <Text size="sm">
            {m.jobs_apply_confirm_body({ company: job.company || job.title, title: job.title }, o)}
          </Text>
          <ResumeSent resume={resumeData} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {m.jobs_apply_cancel({}, o)}
            </Button>
            <Button
              loading={deliver.isPending}
              onClick={() => {
                if (!jobid || !resumeid) return;
                setSessionState({ jobJson: JSON.stringify(job) });
                deliver.mutate(
                  { jobid, resumeid },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      notice.success(m.jobs_apply_sent({}, o));
                    },
                  },
                );
              }}
            >
              {m.jobs_apply_confirm({}, o)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Apply with the user's resume; visitors log in first; shows when already applied or closed. */
export function ApplyPanel({ job }: { job: JobDetail }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  const o = useMessageOptions();
  let body;
  if (job.delivered) {
    body = (
      <Alert color="jade" icon={<IconCircleCheck size={20} />} data-testid="job-applied">
        {m.jobs_apply_applied({}, o)}
        <Anchor component={Link} to={href('applyJobs')} inherit>
          {m.jobs_apply_view_progress({}, o)}
        </Anchor>
      </Alert>
    );
  } else if (isExpired(job.expiredate)) {
    body = <Text c="gray.7">{m.jobs_apply_closed({}, o)}</Text>;
  } else if (!loggedIn) {
    body = (
      <Stack gap="xs">
        <Text size="sm">{m.jobs_apply_login_hint({}, o)}</Text>
        <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)} fullWidth>
          {m.jobs_apply_login({}, o)}
        </Button>
      </Stack>
    );
  } else {
    body = <ResumeApply job={job} />;
  }
  return (
    <Card withBorder padding="md" component="section" aria-label={m.jobs_apply_label({}, o)}>
      {body}
    </Card>
  );
}
