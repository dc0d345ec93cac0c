import { Suspense, lazy } from 'react';
import { Container, Grid, Skeleton, Stack } from '@mantine/core';
import { useOutlet } from 'react-router';
import { ContinueBooking } from '../../features/booking/components/continue-booking';
import { HomeClinics } from '../../features/home/components/home-clinics';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeNews } from '../../features/home/components/home-news';
import { HomeQuestions } from '../../features/home/components/home-questions';
import { QuickLinks } from '../../features/home/components/quick-links';
import { TopDoctors } from '../../features/home/components/top-doctors';
import classes from '../../features/home/components/home.module.css';

const HomeCarousel = lazy(() => import('../../features/home/components/home-carousel'));

/** `/`: the home page, or its child page (`/my-ask`, `/my-saved`) when one is open. */
export default function HomePage() {
  const outlet = useOutlet();
  if (outlet) return outlet;
  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <ContinueBooking />
        <HomeHero />
        <QuickLinks />
        <Suspense fallback={<Skeleton className={classes.carouselPlaceholder} />}>
          <HomeCarousel />
        </Suspense>
        <TopDoctors />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <HomeClinics />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <HomeNews />
          </Grid.Col>
        </Grid>
        <HomeQuestions />
      </Stack>
    </Container>
  );
}
