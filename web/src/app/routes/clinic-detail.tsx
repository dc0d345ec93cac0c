import { useMemo } from 'react';
import {
  Anchor,
  Breadcrumbs,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { href } from '@portal/shared';
import { ImageGallery } from '../../components/image-viewer/image-gallery';
import { MapView } from '../../components/map/map-view';
import { mapMarkers } from '../../components/map/types';
import { availabilityOf, useDoctorAvailability } from '../../features/availability/api/queries';
import { NextSlot } from '../../features/availability/components/next-slot';
import { clinicQueries } from '../../features/clinics/api/queries';
import { ClinicInfo } from '../../features/clinics/components/clinic-info';
import { doctorQueries } from '../../features/doctors/api/queries';
import { DoctorCard } from '../../features/doctors/components/doctor-card';
import { SaveButton } from '../../features/saved/components/save-button';
import { ShareButton } from '../../components/share/share-button';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { detailHead, detailLoader, useDetailRecord } from '../../lib/page/detail-page';
import { loaderClient, preload } from '../../lib/page/route-data';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * The doctors the page lists: from their own call, else those the clinic's record carries (a
 * portal extension), shown meanwhile and kept if that call fails.
 */
function clinicDoctors<D extends { globaluserid: string }>(
  byClinic: readonly D[] | undefined,
  clinic: { doctors?: readonly D[] } | undefined,
): D[] {
  return (byClinic ?? clinic?.doctors ?? []).filter((d) => d.globaluserid);
}

const withDoctors = detailLoader('clinicDetail', clinicQueries.detail, (id) => [
  doctorQueries.byClinic(id),
]);

/** The clinic (missing -> the clinic list), its doctors, then their next free times. */
export async function loader(args: LoaderFunctionArgs) {
  const result = await withDoctors(args);
  if (result) return result;
  const id = args.params.clinicId ?? '';
  const client = loaderClient(args);
  const doctors = clinicDoctors(
    client.getQueryData(doctorQueries.byClinic(id).queryKey),
    client.getQueryData(clinicQueries.detail(id).queryKey),
  );
  await preload(args, availabilityOf(doctors.map((d) => d.globaluserid)));
  return null;
}

export const head = detailHead(clinicQueries.detail);

function ClinicSkeleton() {
  const o = useMessageOptions();
  return (
    <Stack
      gap="md"
      role="status"
      aria-label={m.route_clinic_detail_loading({}, o)}
      aria-busy="true"
    >
      <Skeleton h={32} w="50%" />
      <Skeleton h={16} w="70%" />
      <Skeleton h={200} />
      <Skeleton h={120} />
    </Stack>
  );
}

export default function ClinicDetailPage() {
  const { id, record: clinic } = useDetailRecord('clinicDetail', clinicQueries.detail);
  // The clinic's doctors come from their own call; doctors a detail record carries (a portal
  // extension) show meanwhile, and stay if that call fails.
  const byClinic = useQuery({ ...doctorQueries.byClinic(id), enabled: Boolean(id) });
  const doctors = useMemo(() => clinicDoctors(byClinic.data, clinic), [byClinic.data, clinic]);
  const doctorIds = useMemo(() => doctors.map((d) => d.globaluserid), [doctors]);
  const availability = useDoctorAvailability(doctorIds);
  const o = useMessageOptions();

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={href('home')} size="sm">
            {m.nav_home({}, o)}
          </Anchor>
          <Anchor component={Link} to={href('hospitalList')} size="sm">
            {m.nav_clinics({}, o)}
          </Anchor>
          <span>{clinic?.clinicname ?? m.route_clinic_detail_clinic({}, o)}</span>
        </Breadcrumbs>
        {!clinic ? (
          <ClinicSkeleton />
        ) : (
          <>
            <Group justify="space-between" align="flex-start" gap="sm">
              <div>
                <Title order={1} size="h2">
                  {clinic.clinicname}
                </Title>
                {clinic.districtname ? <Text c="gray.7">{clinic.districtname}</Text> : null}
              </div>
              <Group gap="xs">
                <ShareButton title={clinic.clinicname} />
                <SaveButton
                  item={{
                    kind: 'clinic',
                    id: clinic.clinicid ?? id,
                    name: clinic.clinicname,
                    subtitle: [clinic.districtname, clinic.address].filter(Boolean).join(' '),
                    image: clinic.logo ?? '',
                  }}
                />
              </Group>
            </Group>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Card withBorder padding="lg" radius="md">
                  <ClinicInfo clinic={clinic} />
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Stack gap="md">
                  <section aria-label={m.route_clinic_detail_map({}, o)}>
                    <SectionBoundary name={m.route_clinic_detail_map({}, o)}>
                      <MapView
                        markers={mapMarkers([
                          {
                            lat: clinic.lat,
                            lng: clinic.lng,
                            title: clinic.clinicname,
                            address: clinic.address,
                          },
                        ])}
                        height={300}
                      />
                    </SectionBoundary>
                  </section>
                  {(clinic.photos ?? []).length > 0 && (
                    <section>
                      <Title order={2} size="h4" mb="xs">
                        {m.route_clinic_detail_photos({}, o)}
                      </Title>
                      <SectionBoundary name={m.route_clinic_detail_photos({}, o)}>
                        <ImageGallery
                          images={(clinic.photos ?? []).map((src, i) => ({
                            src,
                            alt: m.route_clinic_detail_photo_alt(
                              { clinic: clinic.clinicname, number: i + 1 },
                              o,
                            ),
                          }))}
                        />
                      </SectionBoundary>
                    </section>
                  )}
                </Stack>
              </Grid.Col>
            </Grid>
            <section>
              <Title order={2} size="h3" mb="sm">
                {m.route_clinic_detail_doctors({}, o)}
              </Title>
              <SectionBoundary name={m.route_clinic_detail_doctors({}, o)}>
                {doctors.length === 0 && byClinic.isPending ? (
                  <Skeleton h={120} aria-label={m.route_clinic_detail_doctors_loading({}, o)} />
                ) : doctors.length === 0 ? (
                  <Text c="gray.7">{m.route_clinic_detail_no_doctors({}, o)}</Text>
                ) : (
                  <SimpleGrid
                    cols={{ base: 1, sm: 2, lg: 3 }}
                    spacing="md"
                    data-testid="clinic-doctors"
                  >
                    {doctors.map((d) => (
                      <DoctorCard
                        key={d.globaluserid}
                        doctor={d}
                        availability={
                          <NextSlot
                            doctorId={d.globaluserid}
                            availability={availability.get(d.globaluserid)}
                            loading={availability.loading}
                          />
                        }
                      />
                    ))}
                  </SimpleGrid>
                )}
              </SectionBoundary>
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
