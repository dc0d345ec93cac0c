import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { paths } from '../../config/paths';
import { doctorQueries } from '../../features/doctors/api/queries';
import { DoctorCard } from '../../features/doctors/components/doctor-card';
import { DoctorFilters } from '../../features/doctors/components/doctor-filters';
import {
  DOCTOR_PAGE_SIZE,
  doctorFiltersToParams,
  doctorSearchBody,
  parseDoctorFilters,
  type DoctorFilters as Filters,
} from '../../features/doctors/lib/filters';

/** `/doctor/list?ClinicID=X` belongs to the clinic's page (the BFF redirects it too). */
export function loader({ request }: LoaderFunctionArgs) {
  const clinicId = new URL(request.url).searchParams.get('ClinicID');
  return clinicId ? redirect(paths.clinicDetail(clinicId)) : null;
}

export default function DoctorListPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseDoctorFilters(params);
  const list = useQuery({
    ...doctorQueries.list(doctorSearchBody(filters)),
    placeholderData: keepPreviousData,
  });

  const update = (patch: Partial<Filters>) => {
    const next = { ...filters, page: 1, ...patch };
    setParams(doctorFiltersToParams(next));
    if (patch.page) window.scrollTo({ top: 0 });
  };

  const total = list.data?.total ?? 0;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          搵中醫師
        </Title>
        <DoctorFilters value={filters} onChange={update} />
        {list.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            找到 {total} 位醫師
          </Text>
        )}
        <PagedQueryState
          query={list}
          loader={<CardsSkeleton count={6} />}
          empty={{
            title: '找不到合適的醫師',
            message: '試試減少篩選條件，或換一個關鍵字。',
          }}
          page={filters.page}
          pageSize={DOCTOR_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
        >
          {(data) => (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              aria-busy={list.isPlaceholderData}
              data-testid="doctor-results"
            >
              {data.list.map((d) => (
                <DoctorCard key={d.globaluserid} doctor={d} />
              ))}
            </SimpleGrid>
          )}
        </PagedQueryState>
      </Stack>
    </Container>
  );
}
