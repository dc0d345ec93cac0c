import { href } from '@portal/shared';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { applicationQueries } from '../../features/applications/api/queries';
import { ApplicationList } from '../../features/applications/components/application-list';
import { usePageParam } from '../../lib/page/use-page-param';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

const PAGE_SIZE = 10;

export default function ApplyJobsPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(applicationQueries.page(page, PAGE_SIZE));
  return (
    <UserCentreLayout title="我的應徵">
      <PagedQueryState
        query={query}
        empty={{
          title: '你還沒有應徵任何職位。',
          action: (
            <Button component={Link} to={href('jobList')} variant="light">
              瀏覽中醫職位
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
