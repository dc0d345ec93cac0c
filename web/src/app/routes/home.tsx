import { memo, useMemo } from 'react';
import { Container, Grid, Stack } from '@mantine/core';
import { matchRoute } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useOutlet, type LoaderFunctionArgs } from 'react-router';
import { availabilityOf, useDoctorAvailability } from '../../features/availability/api/queries';
import { NextSlot } from '../../features/availability/components/next-slot';
import { ContinueBooking } from '../../features/booking/components/continue-booking';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { HomeClinics } from '../../features/home/components/home-clinics';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeNews } from '../../features/home/components/home-news';
import { HomeQuestions } from '../../features/home/components/home-questions';
import { QuickLinks } from '../../features/home/components/quick-links';
import { TopDoctors } from '../../features/home/components/top-doctors';
import { homeQueries } from '../../features/home/api/queries';
import classes from '../../features/home/components/home.module.css';
import { SectionBoundary } from '../../components/section-boundary/section-boundary';
import { loaderClient, preload } from '../../lib/page/route-data';
import { appPath } from '../../lib/i18n/script';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** The ids of the doctors the home page shows (their cards ask for their next free time). */
function doctorIdsOf(doctors: readonly { globaluserid: string }[] | undefined): string[] {
  return doctors?.map((d) => d.globaluserid) ?? [];
}

/**
 * The home page's sections, then its doctors' next free times. Not under a child page
 * (`/my-saved`), which shows instead of the home page's sections.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  if (matchRoute(appPath(pathname)).route.id !== 'home') return null;
  await preload(
    args,
    homeQueries.doctors(),
    homeQueries.statistic(),
    homeQueries.clinicRows(),
    homeQueries.news(),
    homeQueries.asks(),
    homeQueries.topAnswer(),
  );
  const doctors = loaderClient(args).getQueryData(homeQueries.doctors().queryKey);
  await preload(args, availabilityOf(doctorIdsOf(doctors)));
  return null;
}

/**
 * The parts of the page that depend on no query of the page itself: kept from rendering again
 * when the page does (its doctor cards' 最快可約 lines arriving, for one).
 */
const HomeTop = memo(function HomeTop() {
  return (
    <>
      <ContinueBooking />
      <HomeHero />
      <QuickLinks />
      <HomeCarousel />
    </>
  );
});

const HomeBelowFold = memo(function HomeBelowFold() {
  const o = useMessageOptions();
  return (
    <>
      <div className={classes.belowFold}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <SectionBoundary name={m.nav_clinics({}, o)}>
              <HomeClinics />
            </SectionBoundary>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SectionBoundary name={m.nav_news({}, o)}>
              <HomeNews />
            </SectionBoundary>
          </Grid.Col>
        </Grid>
      </div>
      <div className={classes.belowFoldQuestions}>
        <SectionBoundary name={m.nav_ask({}, o)}>
          <HomeQuestions />
        </SectionBoundary>
      </div>
    </>
  );
});

/** `/`: the home page, or its child page (`/my-saved`) when one is open. */
export default function HomePage() {
  const outlet = useOutlet();
  const o = useMessageOptions();
  // The recommended doctors' 最快可約 lines (the same query TopDoctors shows).
  const doctors = useQuery({ ...homeQueries.doctors(), enabled: !outlet });
  const doctorIds = useMemo(() => doctorIdsOf(doctors.data), [doctors.data]);
  const availability = useDoctorAvailability(outlet ? [] : doctorIds);
  if (outlet) return outlet;
  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <HomeTop />
        <SectionBoundary name={m.route_home_top_doctors({}, o)}>
          <TopDoctors
            renderExtra={(d) => (
              <NextSlot
                compact
                doctorId={d.globaluserid}
                availability={availability.get(d.globaluserid)}
                loading={availability.loading}
              />
            )}
          />
        </SectionBoundary>
        <HomeBelowFold />
      </Stack>
    </Container>
  );
}
