import { Container, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../components/pagination/page-pagination';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { QueryState } from '../../components/page-state/query-state';
import { clinicQueries } from '../../features/clinics/api/queries';
import { ClinicCard } from '../../features/clinics/components/clinic-card';
import { ClinicFilters } from '../../features/clinics/components/clinic-filters';
import {
  CLINIC_PAGE_SIZE,
  clinicFiltersToParams,
  clinicSearchBody,
  parseClinicFilters,
  type ClinicFilters as Filters,
} from '../../features/clinics/lib/filters';

export default function HospitalListPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseClinicFilters(params);
  const list = useQuery({
    ...clinicQueries.list(clinicSearchBody(filters)),
    placeholderData: keepPreviousData,
  });

  const update = (patch: Partial<Filters>) => {
    setParams(clinicFiltersToParams({ ...filters, page: 1, ...patch }));
    if (patch.page) window.scrollTo({ top: 0 });
  };

  const total = list.data?.total ?? 0;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          中醫診所
        </Title>
        <ClinicFilters value={filters} onChange={update} />
        {list.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            找到 {total} 間診所
          </Text>
        )}
        <QueryState
          query={list}
          loader={<CardsSkeleton count={5} />}
          isEmpty={(d) => d.list.length === 0}
          empty={{ title: '找不到合適的診所', message: '試試其他地區或關鍵字。' }}
        >
          {(data) => (
            <Stack gap="sm" aria-busy={list.isPlaceholderData} data-testid="clinic-results">
              {data.list.map((c) => (
                <ClinicCard key={c.clinicid} clinic={c} />
              ))}
            </Stack>
          )}
        </QueryState>
        <ListPagination
          page={filters.page}
          total={total}
          pageSize={CLINIC_PAGE_SIZE}
          onChange={(page) => update({ page })}
        />
      </Stack>
    </Container>
  );
}
