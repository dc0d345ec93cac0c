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
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** Health news goes out under the portal's name, so only doctors write it. */
export default function WriteNewsPage() {
  const { userInfo } = useSession();
  const doctor = userInfo?.role === 'doctor';
  const o = useMessageOptions();
  return (
    <UserCentreLayout title={m.route_write_news_title({}, o)}>
      {doctor ? <DoctorWriting /> : <DoctorsOnly />}
    </UserCentreLayout>
  );
}

function DoctorWriting() {
  const navigate = useNavigate();
  const categories = useQuery(newsQueries.categories('B5'));
  const o = useMessageOptions();
  return (
    <Stack gap="md">
      <Text c="gray.7" size="sm">
        {m.route_write_news_byline({}, o)}
      </Text>
      <QueryState query={categories}>
        {(list) => (
          <NewsWriteForm
            categories={list}
            onPublished={(article) => {
              notice.success(m.route_write_news_published({}, o));
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
  const o = useMessageOptions();
  return (
    <Alert color="blue" title={m.route_write_news_doctors_only({}, o)} role="status">
      <Stack gap="xs">
        <Text size="sm">{m.route_write_news_doctors_only_body({}, o)}</Text>
        <Text size="sm">
          {m.route_write_news_apply_before({}, o)}
          <Anchor component={Link} to={href('osRegister')} inherit>
            {m.route_write_news_apply_link({}, o)}
          </Anchor>
          {m.route_write_news_apply_after({}, o)}
        </Text>
      </Stack>
    </Alert>
  );
}
