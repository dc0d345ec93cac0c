import { href } from '@portal/shared';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { applicationQueries } from '../../features/applications/api/queries';
import { ApplicationList } from '../../features/applications/components/application-list';
import { usePageParam } from '../../lib/page/use-page-param';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

const PAGE_SIZE = 10;

export default function ApplyJobsPage() {
  const [page, setPage] = usePageParam();
  const o = useMessageOptions();
  const query = useQuery(applicationQueries.page(page, PAGE_SIZE));
  return (
    <UserCentreLayout title={m.route_apply_jobs_title({}, o)}>
      <PagedQueryState
        query={query}
        empty={{
          title: m.route_apply_jobs_empty({}, o),
          action: (
            <Button component={Link} to={href('jobList')} variant="light">
              {m.route_apply_jobs_browse({}, o)}
            </Button>
          ),
        }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(data) => <ApplicationList deliveries={data.list} />}
      </PagedQueryState>
    </UserCentreLayout>
  );
}
