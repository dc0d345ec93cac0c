import { Card, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/shared';
import { CardsSkeleton } from '../../../components/page-state/page-loader';
import { PagedQueryState } from '../../../components/page-state/paged-query-state';
import { DOCTOR_TAB_PAGE_SIZE, doctorQueries } from '../api/queries';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { RecordAnchor } from '../../../components/record-link/record-link';
import { recordHref } from '../../../lib/page/record-href';
import classes from './doctor-news.module.css';

/** Articles the doctor wrote. */
export function DoctorNews({
  doctorId,
  page,
  onPage,
}: {
  doctorId: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const o = useMessageOptions();
  const query = useQuery({
    ...doctorQueries.news(doctorId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="sm">
      <PagedQueryState
        query={query}
        page={page}
        pageSize={DOCTOR_TAB_PAGE_SIZE}
        onPageChange={onPage}
        loader={<CardsSkeleton count={3} />}
        empty={{ title: m.doctors_news_empty_title({}, o), message: m.doctors_news_empty({}, o) }}
      >
        {(data) => (
          <Stack gap="sm">
            {data.list.map((n) => (
              <Card key={n.newsid} withBorder padding="md">
                <Group wrap="nowrap" align="flex-start" gap="md">
                  {n.cover && (
                    <img
                      className={classes.cover}
                      src={n.cover}
                      alt=""
                      width={112}
                      height={84}
                      loading="lazy"
                    />
                  )}
                  <div className={classes.text}>
                    <RecordAnchor to={recordHref('newsDetail', { newsId: n.newsid })} fw={600}>
                      {n.title}
                    </RecordAnchor>
                    <Text size="sm" lineClamp={2} mt={4}>
                      {n.introduce}
                    </Text>
                    <Text size="xs" c="gray.7" mt={4}>
                      {n.categoryname ? codeName('newsCategory', n.categoryname, o) : ''} ·{' '}
                      {formatDate(n.publishtime)}
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </PagedQueryState>
    </Stack>
  );
}
