import { Anchor, Breadcrumbs, Container } from '@mantine/core';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { JOB_PAGE_DELAY_MS, getRoute, href } from '@portal/shared';
import { QueryState } from '../../components/page-state/query-state';
import { bffConfigQuery, fallbackConfig } from '../../lib/http/bff-config';
import { applyHead, configIn, siteAddress, type RouteHead } from '../../lib/page/page-head';
import { inServerRender, loaderClient, preload } from '../../lib/page/route-data';
import { sessionReady } from '../../lib/session/session-check';
import { getSession, useSession } from '../../lib/session/current-session';
import { jobQueries } from '../../features/jobs/api/queries';
import { JobDetailView } from '../../features/jobs/components/job-detail-view';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { detailHead, loadDetailRecord, useDetailRecord } from '../../lib/page/detail-page';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The job as whoever reads it sees it (whether they applied); the server render reads anonymously. */
const jobQuery = (clientId: string) => (id: string) => jobQueries.detail(id, clientId);

/** The job's head: its JobPosting and breadcrumb (the record the reader's cache holds). */
export const head: RouteHead = (args) => {
  const own = detailHead(jobQuery(getSession().clientId))(args);
  return own.jsonLd.length > 0 ? own : detailHead(jobQuery(''))(args);
};

/**
 * Fetches the job first; a missing job or a failed fetch goes to the job list. Then its area.
 * In the browser, the page's head (with the JobPosting JSON-LD) is written at once and the page
 * waits JOB_PAGE_DELAY_MS (500 ms) before it continues to render: the pause gives the structured
 * data time to be in place before the page counts as rendered (and its page view and render event
 * fire), which is what crawlers and pre-renderers snapshotting the SPA rely on.
 */
export async function loader(args: LoaderFunctionArgs) {
  const server = inServerRender(args);
  // The record depends on who asks (whether they applied), so the session is known first.
  if (!server) await sessionReady();
  const job = await loadDetailRecord(
    'jobDetail',
    args,
    jobQuery(server ? '' : getSession().clientId),
  );
  if (job instanceof Response) return job;
  const area = jobQueries.area(job.arealevel1id ?? '', job.arealevel2id ?? '');
  await preload(args, { ...area, enabled: Boolean(job.arealevel1id) });
  if (server) return null;
  const client = loaderClient(args);
  await client.ensureQueryData(bffConfigQuery).catch(fallbackConfig);
  const route = getRoute('jobDetail');
  const params = { jobId: args.params.jobId ?? '' };
  applyHead(head({ route, params, client, site: siteAddress(configIn(client)) }), configIn(client));
  await delay(JOB_PAGE_DELAY_MS);
  return null;
}

export default function JobDetailPage() {
  const { clientId } = useSession();
  const { query } = useDetailRecord('jobDetail', jobQuery(clientId));
  const o = useMessageOptions();
  return (
    <Container size="lg" py="lg">
      <Breadcrumbs mb="md" fz="sm">
        <Anchor component={Link} to={href('home')}>
          {m.route_job_detail_home({}, o)}
        </Anchor>
        <Anchor component={Link} to={href('jobList')}>
          {m.route_job_detail_jobs({}, o)}
        </Anchor>
      </Breadcrumbs>
      <QueryState query={query}>{(job) => <JobDetailView job={job} />}</QueryState>
    </Container>
  );
}
