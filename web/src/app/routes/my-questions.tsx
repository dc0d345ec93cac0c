import { href } from '@portal/shared';
import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { userCentreQueries } from '../../features/user-centre/api/queries';
import { MyQuestionList } from '../../features/user-centre/components/my-question-list';
import { usePageParam } from '../../lib/page/use-page-param';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

const PAGE_SIZE = 10;

export default function MyQuestionsPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(userCentreQueries.myAsks(page, PAGE_SIZE));
  return (
    <UserCentreLayout
      title="我的問答"
      actions={
        <Button component={Link} to={href('askPost')} variant="light">
          我要提問
        </Button>
      }
    >
      <PagedQueryState
        query={query}
        empty={{ title: '你還沒有提出問題。' }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(data) => <MyQuestionList asks={data.list} />}
      </PagedQueryState>
    </UserCentreLayout>
  );
}
