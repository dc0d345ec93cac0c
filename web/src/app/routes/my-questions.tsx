import { href } from '@portal/shared';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userCentreQueries } from '../../features/user-centre/api/queries';
import { MyQuestionList } from '../../features/user-centre/components/my-question-list';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { usePageParam } from '../../lib/page/use-page-param';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

const PAGE_SIZE = 10;

export default function MyQuestionsPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(userCentreQueries.myAsks(page, PAGE_SIZE));
  const o = useMessageOptions();
  return (
    <UserCentreLayout
      title={m.route_my_questions_title({}, o)}
      actions={
        <Button component={Link} to={href('askPost')} variant="light">
          {m.route_my_questions_ask({}, o)}
        </Button>
      }
    >
      <PagedQueryState
        query={query}
        empty={{ title: m.route_my_questions_empty({}, o) }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(data) => <MyQuestionList asks={data.list} />}
      </PagedQueryState>
    </UserCentreLayout>
  );
}
