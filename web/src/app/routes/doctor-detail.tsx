import { Anchor, Breadcrumbs, Button, Card, Container, Stack, Tabs } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useOutlet, useSearchParams } from 'react-router';
import { href, matchRoute } from '@portal/shared';
import { doctorQueries } from '../../features/doctors/api/queries';
import { DoctorHeader } from '../../features/doctors/components/doctor-header';
import { DoctorPageSkeleton } from '../../features/doctors/components/doctor-page-skeleton';
import { DoctorProfile } from '../../features/doctors/components/doctor-profile';
import { SaveButton } from '../../features/saved/components/save-button';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { afterLoad } from '../../lib/after-load';
import { useDetailRecord } from '../../lib/detail-page';

const loadBooking = () => import('../../features/booking/components/doctor-booking');
const DoctorBooking = lazy(loadBooking);

export default function DoctorDetailPage() {
  const outlet = useOutlet();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { id: doctorId, record: doctor } = useDetailRecord('doctorDetail', doctorQueries.detail);

  const bookingOpen = params.get('booking') === '1';
  // The dialog's code is fetched once the page is up, so it opens at once when asked for; it is
  // mounted the first time it opens (then stays, so it can animate closed).
  const [bookingWanted, setBookingWanted] = useState(bookingOpen);
  if (bookingOpen && !bookingWanted) setBookingWanted(true);
  useEffect(() => {
    void afterLoad().then(loadBooking);
  }, []);
  const closeBooking = () => {
    const next = new URLSearchParams(params);
    for (const key of ['booking', 'clinic', 'date', 'time']) next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const openBooking = () => {
    const next = new URLSearchParams(params);
    next.set('booking', '1');
    setParams(next, { preventScrollReset: true });
  };

  const subPage = matchRoute(pathname).route.id;
  const tab = subPage === 'doctorAsk' ? 'ask' : subPage === 'doctorNews' ? 'news' : 'profile';
  const tabPath = {
    profile: href('doctorDetail', { doctorId }),
    ask: href('doctorAsk', { doctorId }),
    news: href('doctorNews', { doctorId }),
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to={href('home')} size="sm">
            首頁
          </Anchor>
          <Anchor component={Link} to={href('doctorList')} size="sm">
            搵中醫師
          </Anchor>
          <span>{doctor?.username ?? '醫師'}</span>
        </Breadcrumbs>
        {!doctor ? (
          <DoctorPageSkeleton />
        ) : (
          <>
            <Card withBorder padding="lg" radius="md">
              <DoctorHeader
                doctor={doctor}
                actions={
                  <>
                    <Button leftSection={<IconCalendarPlus size={18} />} onClick={openBooking}>
                      網上預約
                    </Button>
                    <SaveButton
                      item={{
                        kind: 'doctor',
                        id: doctor.globaluserid,
                        name: doctor.username,
                        subtitle: [doctor.title, ...(doctor.specialties ?? []).slice(0, 2)]
                          .filter(Boolean)
                          .join(' · '),
                        image: doctor.photo ?? '',
                      }}
                    />
                  </>
                }
              />
            </Card>
            <Tabs
              value={tab}
              onChange={(v) =>
                v && navigate(tabPath[v as keyof typeof tabPath], { preventScrollReset: true })
              }
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="profile">醫師資料</Tabs.Tab>
                <Tabs.Tab value="ask">
                  健康解答{doctor.answercount ? `（${doctor.answercount}）` : ''}
                </Tabs.Tab>
                <Tabs.Tab value="news">醫師文章</Tabs.Tab>
              </Tabs.List>
            </Tabs>
            <SectionBoundary
              name={tab === 'ask' ? '健康解答' : tab === 'news' ? '醫師文章' : '醫師資料'}
            >
              {outlet ?? <DoctorProfile doctor={doctor} />}
            </SectionBoundary>
            {bookingWanted && (
              <Suspense fallback={null}>
                <DoctorBooking
                  opened={bookingOpen}
                  onClose={closeBooking}
                  doctor={doctor}
                  initial={{
                    clinicId: params.get('clinic') ?? undefined,
                    date: params.get('date') ?? undefined,
                    time: params.get('time') ?? undefined,
                  }}
                />
              </Suspense>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
