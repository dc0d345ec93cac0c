import { href } from '@portal/shared';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { newsQueries } from '../../features/news/api/queries';
import { NewsWriteForm } from '../../features/news/components/news-write-form';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { notice } from '../../lib/notify/notify';
import { useSession } from '../../lib/session/current-session';

/** Health news goes out under the portal's name, so only doctors write it. */
export default function WriteNewsPage() {
  const { userInfo } = useSession();
  const doctor = userInfo?.role === 'doctor';
  return (
    <UserCentreLayout title="撰寫健康資訊">
      {doctor ? <DoctorWriting /> : <DoctorsOnly />}
    </UserCentreLayout>
  );
}

function DoctorWriting() {
  const navigate = useNavigate();
  const categories = useQuery(newsQueries.categories('B5'));
  return (
    <Stack gap="md">
      <Text c="gray.7" size="sm">
        文章會以你的名字在健康資訊發表，並列在你的醫師頁面。
      </Text>
      <QueryState query={categories}>
        {(list) => (
          <NewsWriteForm
            categories={list}
            onPublished={(article) => {
              notice.success('文章已發表。');
              void navigate(
                article.newsid ? href('newsDetail', { newsId: article.newsid }) : href('newsList'),
              );
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function DoctorsOnly() {
  return (
    <Alert color="blue" title="只有醫師可以撰寫健康資訊" role="status">
      <Stack gap="xs">
        <Text size="sm">健康資訊由註冊中醫師撰寫。你仍然可以閱讀所有文章，或向醫師提問。</Text>
        <Text size="sm">
          如你是註冊中醫師，歡迎
          <Anchor component={Link} to={href('osRegister')} inherit>
            申請登記
          </Anchor>
          ，審核通過後便可發表文章。
        </Text>
      </Stack>
    </Alert>
  );
}
