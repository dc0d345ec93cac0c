import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { applicationQueries } from '../../features/applications/api/queries';
import { ApplicationList } from '../../features/applications/components/application-list';
import { ListPagination } from '../../components/pagination/page-pagination';
import { usePageParam } from '../../lib/use-page-param';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

const PAGE_SIZE = 10;

export default function ApplyJobsPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(applicationQueries.page(page, PAGE_SIZE));
  return (
    <UserCentreLayout title="我的應徵">
      <QueryState
        query={query}
        isEmpty={(d) => d.list.length === 0}
        empty={{
          title: '你還沒有應徵任何職位。',
          action: (
            <Button component={Link} to={paths.jobList()} variant="light">
              瀏覽中醫職位
            </Button>
          ),
        }}
      >
        {(data) => (
          <>
            <ApplicationList deliveries={data.list} />
            <ListPagination
              page={page}
              total={data.total}
              pageSize={PAGE_SIZE}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
    </UserCentreLayout>
  );
}
