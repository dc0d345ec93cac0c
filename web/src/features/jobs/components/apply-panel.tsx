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
  const rows: [string, string | undefined][] = [
    ['姓名', resume.name],
    ['性別', resume.sex === 'M' ? '男' : resume.sex === 'F' ? '女' : undefined],
    ['出生日期', resume.birthday],
    ['聯絡電話', resume.phone],
    ['電郵地址', resume.email],
    ['學歷及專業資格', resume.education],
    ['工作經驗', resume.workexperience],
    ['自我介紹', resume.introduce],
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
  if (resume.isPending) {
    return (
      <Button disabled fullWidth>
        正在讀取你的履歷…
      </Button>
    );
  }
  if (resume.isError) {
    return (
      <ErrorState error={resume.error} onRetry={() => void resume.refetch()} title="未能讀取履歷" />
    );
  }
  if (!resume.data) {
    return (
      <Stack gap="xs">
        <Text size="sm">應徵前請先建立你的履歷。儲存後會帶你返回這個職位。</Text>
        <Button
          component={Link}
          to={`${href('resume')}?${new URLSearchParams({ back: pathname }).toString()}`}
          fullWidth
        >
          建立履歷
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
        {resumeData.name ? `會以你的履歷「${resumeData.name}」應徵。` : '會以你的履歷應徵。'}
        <Anchor component={Link} to={href('resume')} inherit>
          查看或修改履歷
        </Anchor>
      </Text>
      <Button fullWidth disabled={!jobid || !resumeid} onClick={() => setConfirming(true)}>
        投遞履歷
      </Button>
      {/* Nothing is sent before the reader has seen what goes to the clinic and said yes. */}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="確認投遞履歷">
        <Stack gap="md">
          <Text size="sm">
            {`以下履歷資料會交給「${job.company || job.title}」，用作應徵「${job.title}」：`}
          </Text>
          <ResumeSent resume={resumeData} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              取消
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
                      notice.success('已投遞履歷，診所會直接與你聯絡。');
                    },
                  },
                );
              }}
            >
              確認投遞
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
  let body;
  if (job.delivered) {
    body = (
      <Alert color="jade" icon={<IconCircleCheck size={20} />} data-testid="job-applied">
        你已應徵這個職位。
        <Anchor component={Link} to={href('applyJobs')} inherit>
          查看應徵進度
        </Anchor>
      </Alert>
    );
  } else if (isExpired(job.expiredate)) {
    body = <Text c="gray.7">這個職位已截止招聘。</Text>;
  } else if (!loggedIn) {
    body = (
      <Stack gap="xs">
        <Text size="sm">登入後即可用網上履歷應徵。</Text>
        <Button component={Link} to={loginPath(`${location.pathname}${location.search}`)} fullWidth>
          登入後應徵
        </Button>
      </Stack>
    );
  } else {
    body = <ResumeApply job={job} />;
  }
  return (
    <Card withBorder padding="md" component="section" aria-label="應徵">
      {body}
    </Card>
  );
}
