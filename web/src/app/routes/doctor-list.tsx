import { useMemo } from 'react';
import { Alert, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import {
  freeFilterLabel,
  NEAR_ORDER,
  clinicListRedirect,
  type DoctorAvailability,
} from '@portal/shared';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { availabilityOf, useDoctorAvailability } from '../../features/availability/api/queries';
import { preloadDistricts } from '../../components/district-select/district-select';
import { loaderClient, preload, searchOf } from '../../lib/page/route-data';
import { FIRST_SCREEN_CARDS } from '../../config/site';
import { NextSlot } from '../../features/availability/components/next-slot';
import { doctorQueries } from '../../features/doctors/api/queries';
import { DoctorCard } from '../../features/doctors/components/doctor-card';
import { DoctorFilters } from '../../features/doctors/components/doctor-filters';
import {
  DOCTOR_PAGE_SIZE,
  availableDoctorsQuery,
  doctorFiltersToParams,
  doctorSearchBody,
  parseDoctorFilters,
  usesAvailability,
  type DoctorFilters as Filters,
} from '../../features/doctors/lib/filters';
import { MissingRecordNotice } from '../../components/page-state/missing-record-notice';
import { formatDistance } from '../../features/clinics/lib/distance';
import { NearMeButton, useNearMe } from '../../components/near-me/near-me';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/**
 * `/doctor/list?ClinicID=X` belongs to the clinic's page. Otherwise the page of the search (by
 * free time when a filter or the order asks for it), the filters' choices, and the listed
 * doctors' next free times.
 */
export async function loader(args: LoaderFunctionArgs) {
  const params = searchOf(args);
  const clinicPage = clinicListRedirect(params);
  if (clinicPage) return redirect(clinicPage);
  const filters = parseDoctorFilters(params);
  const plain = doctorQueries.list(doctorSearchBody(filters));
  const byAvailability = usesAvailability(filters);
  await Promise.all([
    preload(
      args,
      byAvailability ? doctorQueries.available(availableDoctorsQuery(filters)) : plain,
      doctorQueries.clinicOptions(),
    ),
    preloadDistricts(args),
  ]);
  if (byAvailability) return null;
  const list = loaderClient(args).getQueryData(plain.queryKey)?.list;
  await preload(args, availabilityOf(doctorIdsOf(list)));
  return null;
}

function doctorIdsOf(list: readonly { globaluserid: string }[] | undefined): string[] {
  return list?.map((d) => d.globaluserid) ?? [];
}

export default function DoctorListPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseDoctorFilters(params);
  const o = useMessageOptions();
  // A free-when filter or the 最快可約 order: the BFF filters and orders every matching doctor
  // before paging (the upstream's search knows nothing of schedules), and answers their times.
  const byAvailability = usesAvailability(filters);
  const plain = useQuery({
    ...doctorQueries.list(doctorSearchBody(filters)),
    placeholderData: keepPreviousData,
    enabled: !byAvailability,
  });
  const available = useQuery({
    ...doctorQueries.available(availableDoctorsQuery(filters)),
    placeholderData: keepPreviousData,
    enabled: byAvailability,
  });
  // 附近醫師: the reader's position stays in the page (never in the address), rounded to about
  // ten metres, and the BFF orders the search's doctors by the nearest of their clinics.
  const nearMe = useNearMe(() => {
    if (filters.page > 1) update({ page: 1 });
  });
  const here = nearMe.here;
  const nearby = useQuery({
    ...doctorQueries.available({
      ...availableDoctorsQuery(filters),
      order: NEAR_ORDER,
      lat: here?.lat.toFixed(4),
      lng: here?.lng.toFixed(4),
    }),
    placeholderData: keepPreviousData,
    enabled: here !== null,
  });
  const byNear = here !== null;
  const bff = byNear ? nearby : available;
  const list = byNear ? nearby : byAvailability ? available : plain;
  const plainList = byAvailability || byNear ? undefined : plain.data?.list;
  const plainIds = useMemo(() => doctorIdsOf(plainList), [plainList]);
  const plainAvailability = useDoctorAvailability(plainIds);
  const knownAvailability = new Map<string, DoctorAvailability>(
    bff.data?.availability.map((a) => [a.doctorId, a]),
  );
  const distanceOf = new Map<string, number | null>(
    byNear
      ? nearby.data?.list.map((d, i) => [d.globaluserid, nearby.data?.distanceKm?.[i] ?? null])
      : [],
  );
  // Each doctor's clinics' own distances: a card's times name the clinic they are at.
  const clinicKmOf = new Map<string, Record<string, number>>(
    byNear
      ? nearby.data?.list.map((d, i) => [d.globaluserid, nearby.data?.clinicKm?.[i] ?? {}])
      : [],
  );
  const fromBff = byNear || byAvailability;

  const update = (patch: Partial<Filters>) => {
    const next = { ...filters, page: 1, ...patch };
    setParams(doctorFiltersToParams(next));
    if (patch.page) window.scrollTo({ top: 0 });
  };

  const total = list.data?.total ?? 0;
  const pending = fromBff ? (bff.data?.pending ?? 0) : 0;
  const freeLabel = filters.free ? freeFilterLabel(filters.free, o) : '';
  const filtered = Boolean(
    filters.keyword ||
    filters.district ||
    filters.specialty ||
    filters.language ||
    filters.clinic ||
    filters.free,
  );
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {m.nav_doctors({}, o)}
        </Title>
        <MissingRecordNotice kind="doctor" />
        <DoctorFilters
          value={filters}
          onChange={update}
          nearOrder={{
            on: byNear,
            choose: () => void nearMe.sortByDistance(),
            leave: nearMe.reset,
          }}
        />
        <Group justify="space-between" gap="xs">
          {list.data ? (
            <Text size="sm" c="gray.7" aria-live="polite">
              {freeLabel
                ? m.route_doctor_list_found_free(
                    { count: total, free: freeLabel, near: byNear ? 'yes' : 'no' },
                    o,
                  )
                : m.route_doctor_list_found({ count: total, near: byNear ? 'yes' : 'no' }, o)}
            </Text>
          ) : (
            <span />
          )}
          <NearMeButton nearMe={nearMe} />
        </Group>
        {pending > 0 && (
          <Text size="sm" c="gray.7" role="status">
            {m.route_doctor_list_pending({ count: pending }, o)}
          </Text>
        )}
        {bff.data?.truncated && fromBff && (
          <Alert color="yellow" variant="light">
            {m.route_doctor_list_truncated({ checked: bff.data.checked }, o)}
          </Alert>
        )}
        <PagedQueryState
          query={list}
          loader={<CardsSkeleton count={6} />}
          empty={{
            ...(freeLabel
              ? {
                  title: m.route_doctor_list_none_free({ free: freeLabel }, o),
                  // A wider choice than the one already made: the week widens to any time.
                  message:
                    filters.free === 'week'
                      ? m.route_doctor_list_none_free_week({}, o)
                      : m.route_doctor_list_none_free_wider(
                          { week: freeFilterLabel('week', o) },
                          o,
                        ),
                }
              : {
                  title: m.route_doctor_list_none({}, o),
                  message: filtered
                    ? m.route_doctor_list_none_filtered({}, o)
                    : m.route_doctor_list_none_yet({}, o),
                }),
            action: filtered ? (
              <Button
                variant="light"
                onClick={() =>
                  update({
                    keyword: '',
                    district: '',
                    specialty: '',
                    language: '',
                    clinic: '',
                    free: '',
                  })
                }
              >
                {m.route_doctor_list_clear_filters({}, o)}
              </Button>
            ) : undefined,
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
              {data.list.map((d, i) => {
                const km = distanceOf.get(d.globaluserid);
                const availability = fromBff
                  ? knownAvailability.get(d.globaluserid)
                  : plainAvailability.get(d.globaluserid);
                const clinicKm = clinicKmOf.get(d.globaluserid) ?? {};
                // The BFF measures a card by the clinic whose times it offers first, if placed.
                const offered = availability?.slot?.clinicid;
                const bookable = Boolean(offered && clinicKm[offered] !== undefined);
                return (
                  <DoctorCard
                    key={d.globaluserid}
                    doctor={d}
                    eager={i < FIRST_SCREEN_CARDS}
                    distance={
                      typeof km !== 'number'
                        ? undefined
                        : bookable
                          ? m.route_doctor_list_bookable_clinic({ distance: formatDistance(km) }, o)
                          : m.route_doctor_list_nearest_clinic({ distance: formatDistance(km) }, o)
                    }
                    availability={
                      <NextSlot
                        doctorId={d.globaluserid}
                        availability={availability}
                        loading={!fromBff && plainAvailability.loading}
                        clinicDistance={
                          byNear
                            ? (id) =>
                                clinicKm[id] === undefined
                                  ? undefined
                                  : formatDistance(clinicKm[id])
                            : undefined
                        }
                      />
                    }
                  />
                );
              })}
            </SimpleGrid>
          )}
        </PagedQueryState>
      </Stack>
    </Container>
  );
}
