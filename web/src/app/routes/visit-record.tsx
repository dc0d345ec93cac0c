import { useQuery } from '@tanstack/react-query';
import { ListPagination } from '../../components/pagination/page-pagination';
import { usePageParam } from '../../lib/use-page-param';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { visitQueries } from '../../features/visits/api/queries';
import { VisitRecordList } from '../../features/visits/components/visit-record-list';

const PAGE_SIZE = 10;

export default function VisitRecordPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(visitQueries.records(page, PAGE_SIZE));
  return (
    <UserCentreLayout title="就診記錄">
      <QueryState
        query={query}
        isEmpty={(d) => d.list.length === 0}
        empty={{ title: '暫時沒有就診記錄。' }}
      >
        {(data) => (
          <>
            <VisitRecordList records={data.list} />
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
