import { Anchor, Card, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate, href } from '@portal/shared';
import { CardsSkeleton } from '../../../components/page-state/page-loader';
import { PagedQueryState } from '../../../components/page-state/paged-query-state';
import { DOCTOR_TAB_PAGE_SIZE, doctorQueries } from '../api/queries';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** Health questions the doctor answered, newest first. */
export function DoctorAsks({
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
    ...doctorQueries.asks(doctorId, page),
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
        empty={{ title: m.doctors_asks_empty_title({}, o), message: m.doctors_asks_empty({}, o) }}
      >
        {(data) => (
          <Stack gap="sm">
            {data.list.map((ask) => {
              const answer =
                (ask.answers ?? []).find((a) => a.doctorglobaluserid === doctorId) ??
                (ask.answers ?? [])[0];
              return (
                <Card key={ask.askid} withBorder padding="md">
                  {ask.askid ? (
                    <Anchor component={Link} to={href('askDetail', { id: ask.askid })} fw={600}>
                      {ask.title}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{ask.title}</Text>
                  )}
                  {answer && (
                    <Text size="sm" lineClamp={3} mt={4}>
                      {answer.content}
                    </Text>
                  )}
                  <Text size="xs" c="gray.7" mt={4}>
                    {ask.illnesscategoryname
                      ? codeName('illnessCategory', ask.illnesscategoryname, o)
                      : ''}{' '}
                    · {formatDate(answer?.createtime ?? ask.createtime)}
                  </Text>
                </Card>
              );
            })}
          </Stack>
        )}
      </PagedQueryState>
    </Stack>
  );
}
