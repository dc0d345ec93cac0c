import { Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { userCentreQueries } from '../../features/user-centre/api/queries';
import { MyQuestionList } from '../../features/user-centre/components/my-question-list';
import { ListPagination } from '../../components/pagination/page-pagination';
import { usePageParam } from '../../lib/use-page-param';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

const PAGE_SIZE = 10;

export default function MyQuestionsPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(userCentreQueries.myAsks(page, PAGE_SIZE));
  return (
    <UserCentreLayout
      title="我的問答"
      actions={
        <Button component={Link} to={paths.askPost()} variant="light">
          我要提問
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.list.length === 0}
        empty={{ title: '你還沒有提出問題。' }}
      >
        {(data) => (
          <>
            <MyQuestionList asks={data.list} />
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
