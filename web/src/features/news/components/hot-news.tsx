import { Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/page-state/error-state';
import { PageLoader } from '../../../components/page-state/page-loader';
import { newsQueries } from '../api/queries';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { RecordAnchor } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';

/** The most read items (`getHotNewsList`) as a numbered list of links. */
export function HotNews() {
  const o = useMessageOptions();
  const query = useQuery(newsQueries.hot());
  // An upstream may answer "none" without a list at all.
  const items = Array.isArray(query.data) ? query.data : [];
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="hot-news-title">
      <Title order={2} size="h4" id="hot-news-title" mb="sm">
        {m.news_hot_title({}, o)}
      </Title>
      {query.isPending ? (
        <PageLoader rows={5} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <Text c="gray.7" size="sm">
          {m.news_hot_none({}, o)}
        </Text>
      ) : (
        <List type="ordered" spacing="xs" size="sm">
          {items.map((item, i) => (
            <List.Item key={item.newsid ?? i}>
              <RecordAnchor to={recordHref('newsDetail', { newsId: item.newsid })} c="inherit">
                {item.title}
              </RecordAnchor>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
