import { useEffect } from 'react';
import { Anchor, Breadcrumbs, Container } from '@mantine/core';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { JOB_PAGE_DELAY_MS, href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { bffConfigQuery, fallbackConfig } from '../../lib/bff-config';
import { queryClient } from '../../lib/query-client';
import { getSession, sessionReady, useSession } from '../../lib/session-store';
import { jobQueries } from '../../features/jobs/api/queries';
import { JobDetailView } from '../../features/jobs/components/job-detail-view';
import { removeJobJsonLd, replaceJobJsonLd } from '../../features/jobs/lib/json-ld';
import { loadDetailRecord, useDetailRecord } from '../../lib/detail-page';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches the job first (reusing the BFF's embedded record); a missing job or a failed fetch goes
 * to the job list. Then it writes the JobPosting JSON-LD into the head and waits
 * JOB_PAGE_DELAY_MS (500 ms) before the page continues to render: the pause gives the structured
 * data time to be in place before the page counts as rendered (and its page view and render event
 * fire), which is what crawlers and pre-renderers snapshotting the SPA rely on.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  // The record depends on who asks (whether they applied), so the session is known first.
  await sessionReady();
  const job = await loadDetailRecord('jobDetail', { params }, (id) =>
    jobQueries.detail(id, getSession().clientId),
  );
  if (job instanceof Response) return job;
  const config = await queryClient.ensureQueryData(bffConfigQuery).catch(fallbackConfig);
  replaceJobJsonLd(job, new URL(request.url).pathname, config.siteUrl || window.location.origin);
  await delay(JOB_PAGE_DELAY_MS);
  return null;
}

export default function JobDetailPage() {
  const { clientId } = useSession();
  const { query } = useDetailRecord('jobDetail', (id) => jobQueries.detail(id, clientId));
  useEffect(() => removeJobJsonLd, []);
  return (
    <Container size="lg" py="lg">
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to={href('home')}>
          首頁
        </Anchor>
        <Anchor component={Link} to={href('jobList')}>
          中醫職位
        </Anchor>
      </Breadcrumbs>
      <QueryState query={query}>{(job) => <JobDetailView job={job} />}</QueryState>
    </Container>
  );
}
