import { Anchor, Breadcrumbs, Button, Card, Container, Stack, Tabs } from '@mantine/core';
import { IconCalendarPlus, IconMessageQuestion } from '@tabler/icons-react';
import { Suspense, lazy, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useHref, useLocation, useNavigate, useOutlet, useSearchParams } from 'react-router';
import { href, matchRoute } from '@portal/shared';
import { doctorQueries } from '../../features/doctors/api/queries';
import { DoctorHeader } from '../../features/doctors/components/doctor-header';
import { DoctorPageSkeleton } from '../../features/doctors/components/doctor-page-skeleton';
import { DoctorProfile } from '../../features/doctors/components/doctor-profile';
import { SaveButton } from '../../features/saved/components/save-button';
import { ShareButton } from '../../components/share/share-button';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { afterLoad } from '../../lib/browser/after-load';
import { detailHead, detailLoader, useDetailRecord } from '../../lib/page/detail-page';
import { useSessionValue } from '../../lib/session/current-session';
import { loginPath } from '../../config/paths';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './doctor-detail.module.css';

const BOOKING_PARAMS = ['booking', 'clinic', 'date', 'time', 'booked'] as const;

/** The doctor first (missing -> the doctor list), then the clinics and hours on the profile. */
export const loader = detailLoader('doctorDetail', doctorQueries.detail, (id) => [
  doctorQueries.clinics(id),
]);

export const head = detailHead(doctorQueries.detail);

/** A click the browser should handle itself (a new tab or window), not the app. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

const loadBooking = () => import('../../features/booking/components/doctor-booking');
const DoctorBooking = lazy(loadBooking);

export default function DoctorDetailPage() {
  const outlet = useOutlet();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { id: doctorId, record: doctor } = useDetailRecord('doctorDetail', doctorQueries.detail);
  const o = useMessageOptions();

  const bookingOpen = params.get('booking') === '1';
  // The dialog's code is fetched once the page is up, so it opens at once when asked for; it is
  // mounted the first time it opens (then stays, so it can animate closed).
  const [bookingWanted, setBookingWanted] = useState(bookingOpen);
  if (bookingOpen && !bookingWanted) setBookingWanted(true);
  useEffect(() => {
    void afterLoad().then(loadBooking);
  }, []);
  // Focus goes back to what opened the dialog (the header's or the phone bar's 預約) when it
  // closes, whichever way it opened; the header's button when it opened from the address.
  const headerTrigger = useRef<HTMLAnchorElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const closeBooking = () => {
    const next = new URLSearchParams(params);
    for (const key of BOOKING_PARAMS) next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
    const back = trigger.current?.isConnected ? trigger.current : headerTrigger.current;
    trigger.current = null;
    // After the dialog's focus trap has let go.
    setTimeout(() => back?.focus({ preventScroll: false }), 0);
  };
  const openBooking = (event: MouseEvent<HTMLElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    trigger.current = event.currentTarget;
    const next = new URLSearchParams(params);
    next.set('booking', '1');
    setParams(next, { preventScrollReset: true });
  };
  // The chosen clinic, day and section live in the address (replacing it, not adding a step), so
  // Back from a page opened later, or a reload, brings the dialog back as it was left.
  const selectInUrl = useCallback(
    (s: { clinicId: string; date: string; time: string }) => {
      // Read from the address itself: a navigation under way (to /login, say) has not changed it.
      const prev = new URLSearchParams(window.location.search);
      if (prev.get('booking') !== '1' || prev.has('booked')) return;
      const next = new URLSearchParams(prev);
      const values = { clinic: s.clinicId, date: s.date, time: s.time };
      for (const [key, value] of Object.entries(values)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // Nothing to change, no navigation: even one to the same address would cut short a
      // navigation under way, and the picker's login step would then never reach /login.
      if (next.toString() === prev.toString()) return;
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  // Once booked, the address names the booking instead of the section: a reload (or Back from a
  // page opened from the confirmation) shows the confirmation, never the picker again.
  const bookedInUrl = useCallback(
    (booking: { scheduleid?: string }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const key of ['clinic', 'date', 'time']) next.delete(key);
          if (booking.scheduleid) next.set('booked', booking.scheduleid);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  // Without JavaScript (or before it has loaded) 網上預約 is a plain link: a visitor, as the
  // server sees everyone, goes to log in and comes back with the dialog open.
  const loggedIn = useSessionValue((v) => v.loggedIn);
  const bookingPath = href('doctorDetail', { doctorId }, { booking: 1 });
  const loginFirst = useHref(loginPath(bookingPath));
  const bookingHref = useHref(bookingPath);
  const bookingLink = loggedIn ? bookingHref : loginFirst;

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
            {m.nav_home({}, o)}
          </Anchor>
          <Anchor component={Link} to={href('doctorList')} size="sm">
            {m.nav_doctors({}, o)}
          </Anchor>
          <span>{doctor?.username ?? m.route_doctor_detail_doctor({}, o)}</span>
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
                    <Button
                      component="a"
                      href={bookingLink}
                      ref={headerTrigger}
                      leftSection={<IconCalendarPlus size={18} />}
                      onClick={openBooking}
                    >
                      {m.route_doctor_detail_book_online({}, o)}
                    </Button>
                    <Button
                      component={Link}
                      to={href('askPost', {}, { doctor: doctor.globaluserid })}
                      variant="default"
                      leftSection={<IconMessageQuestion size={18} />}
                    >
                      {m.route_doctor_detail_ask({}, o)}
                    </Button>
                    <ShareButton
                      title={`${doctor.username} ${doctor.title ?? m.route_doctor_detail_default_title({}, o)}`.trim()}
                    />
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
                <Tabs.Tab value="profile">{m.route_doctor_detail_profile({}, o)}</Tabs.Tab>
                <Tabs.Tab value="ask">
                  {doctor.answercount
                    ? m.route_doctor_detail_answers_count({ count: doctor.answercount }, o)
                    : m.route_doctor_detail_answers({}, o)}
                </Tabs.Tab>
                <Tabs.Tab value="news">{m.route_doctor_detail_articles({}, o)}</Tabs.Tab>
              </Tabs.List>
              {/* The sub-page is the active tab's panel, named by its tab. */}
              <Tabs.Panel value={tab} pt="md">
                <SectionBoundary
                  name={
                    tab === 'ask'
                      ? m.route_doctor_detail_answers({}, o)
                      : tab === 'news'
                        ? m.route_doctor_detail_articles({}, o)
                        : m.route_doctor_detail_profile({}, o)
                  }
                >
                  {outlet ?? <DoctorProfile doctor={doctor} />}
                </SectionBoundary>
              </Tabs.Panel>
            </Tabs>
            {/* On a phone the header's button scrolls away: 預約 stays at the bottom. */}
            <div className={classes.bookBar} data-bottom-bar>
              <Button
                component="a"
                href={bookingLink}
                fullWidth
                size="md"
                leftSection={<IconCalendarPlus size={18} />}
                onClick={openBooking}
                aria-label={m.route_doctor_detail_book_label({ doctor: doctor.username }, o)}
              >
                {m.route_doctor_detail_book({}, o)}
              </Button>
            </div>
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
                    booked: params.get('booked') ?? undefined,
                  }}
                  onSelect={selectInUrl}
                  onBooked={bookedInUrl}
                />
              </Suspense>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
