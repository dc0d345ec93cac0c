import { useQuery } from '@tanstack/react-query';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { usePageParam } from '../../lib/page/use-page-param';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { visitQueries } from '../../features/visits/api/queries';
import { VisitRecordList } from '../../features/visits/components/visit-record-list';

const PAGE_SIZE = 10;

export default function VisitRecordPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(visitQueries.records(page, PAGE_SIZE));
  const o = useMessageOptions();
  return (
    <UserCentreLayout title={m.route_visit_record_title({}, o)}>
      <PagedQueryState
        query={query}
        empty={{ title: m.route_visit_record_empty({}, o) }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(data) => <VisitRecordList records={data.list} />}
      </PagedQueryState>
    </UserCentreLayout>
  );
}
