import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
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
import { byDistance, formatDistance } from '../../features/clinics/lib/distance';
import { NearMeButton, useNearMe } from '../../components/near-me/near-me';
import { preloadDistricts } from '../../components/district-select/district-select';
import { preload, searchOf } from '../../lib/page/route-data';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** The page of the search and the district filter's choices. */
export function loader(args: LoaderFunctionArgs) {
  const filters = parseClinicFilters(searchOf(args));
  return Promise.all([
    preload(args, clinicQueries.list(clinicSearchBody(filters))),
    preloadDistricts(args),
  ]).then(() => null);
}

/** How many clinics of a search are sorted by distance (the portal's largest page). */
const NEAR_MAX = 100;

export default function HospitalListPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseClinicFilters(params);
  const o = useMessageOptions();
  const list = useQuery({
    ...clinicQueries.list(clinicSearchBody(filters)),
    placeholderData: keepPreviousData,
  });

  // Near me: the reader's position stays in the page (never in the address or anywhere else),
  // and the search's clinics are ordered by their distance from it.
  const nearMe = useNearMe(() => update({ page: 1 }));
  const here = nearMe.here;
  const nearby = useQuery({
    ...clinicQueries.list({ ...clinicSearchBody({ ...filters, page: 1 }), pagesize: NEAR_MAX }),
    enabled: here !== null,
    select: (data) => {
      const sorted = here ? byDistance(data.list, here) : [];
      const page = sorted.slice(
        (filters.page - 1) * CLINIC_PAGE_SIZE,
        filters.page * CLINIC_PAGE_SIZE,
      );
      return {
        total: sorted.length,
        list: page.map((s) => s.record),
        km: new Map(page.map((s) => [s.record, s.km])),
        located: sorted.some((s) => s.km !== null),
      };
    },
  });
  // A list without coordinates keeps its order, and the page says why.
  const byNear = here !== null && (nearby.isPending || nearby.data?.located === true);
  const kmOf = byNear ? nearby.data?.km : undefined;

  const update = (patch: Partial<Filters>) => {
    setParams(clinicFiltersToParams({ ...filters, page: 1, ...patch }));
    if (patch.page) window.scrollTo({ top: 0 });
  };

  const total = list.data?.total ?? 0;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {m.nav_clinics({}, o)}
        </Title>
        <MissingRecordNotice kind="clinic" />
        <ClinicFilters value={filters} onChange={update} />
        <Group justify="space-between" gap="xs">
          {list.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {m.route_hospital_list_found({ count: total, near: byNear ? 'yes' : 'no' }, o)}
            </Text>
          ) : (
            <span />
          )}
          <NearMeButton nearMe={nearMe} />
        </Group>
        {here && nearby.data && !nearby.data.located ? (
          <Text size="sm" c="gray.7" data-testid="no-coordinates">
            {m.route_hospital_list_no_coordinates({}, o)}
          </Text>
        ) : null}
        <PagedQueryState
          query={byNear ? nearby : list}
          loader={<CardsSkeleton count={5} />}
          empty={{
            title: m.route_hospital_list_none({}, o),
            message:
              filters.keyword || filters.district
                ? m.route_hospital_list_none_filtered({}, o)
                : m.route_hospital_list_none_yet({}, o),
            action:
              filters.keyword || filters.district ? (
                <Button variant="light" onClick={() => update({ keyword: '', district: '' })}>
                  {m.route_hospital_list_clear_filters({}, o)}
                </Button>
              ) : undefined,
          }}
          page={filters.page}
          pageSize={CLINIC_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
        >
          {(data) => (
            <Stack gap="sm" aria-busy={list.isPlaceholderData} data-testid="clinic-results">
              {data.list.map((c, i) => {
                const km = kmOf?.get(c);
                return (
                  <ClinicCard
                    key={c.clinicid}
                    clinic={c}
                    eager={i < FIRST_SCREEN_CARDS}
                    distance={typeof km === 'number' ? formatDistance(km) : undefined}
                  />
                );
              })}
            </Stack>
          )}
        </PagedQueryState>
      </Stack>
    </Container>
  );
}
