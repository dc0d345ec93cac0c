import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FIRST_SCREEN_CARDS } from '../../config/site';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
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
import { MissingRecordNotice } from '../../components/page-state/missing-record-notice';

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
        <MissingRecordNotice kind="clinic" />
        <ClinicFilters value={filters} onChange={update} />
        {list.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            找到 {total} 間診所
          </Text>
        )}
        <PagedQueryState
          query={list}
          loader={<CardsSkeleton count={5} />}
          empty={{
            title: '找不到合適的診所',
            message:
              filters.keyword || filters.district
                ? '試試移除地區篩選，或用較短的關鍵字，例如地區名稱、診所名稱或服務（如「針灸」）。'
                : '暫時未有診所資料，請稍後再來看看。',
            action:
              filters.keyword || filters.district ? (
                <Button variant="light" onClick={() => update({ keyword: '', district: '' })}>
                  清除所有篩選條件
                </Button>
              ) : undefined,
          }}
          page={filters.page}
          pageSize={CLINIC_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
        >
          {(data) => (
            <Stack gap="sm" aria-busy={list.isPlaceholderData} data-testid="clinic-results">
              {data.list.map((c, i) => (
                <ClinicCard key={c.clinicid} clinic={c} eager={i < FIRST_SCREEN_CARDS} />
              ))}
            </Stack>
          )}
        </PagedQueryState>
      </Stack>
    </Container>
  );
}
