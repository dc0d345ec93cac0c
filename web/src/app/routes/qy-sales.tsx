import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MapView } from '../../components/map/map-view';
import { mapMarkers } from '../../components/map/types';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { SALES_PAGE_SIZE, salesQueries } from '../../features/sales/api/queries';
import { SalesPointList } from '../../features/sales/components/sales-point-list';
import type { LoaderFunctionArgs } from 'react-router';
import { pageFromParams, usePageParam } from '../../lib/page/use-page-param';
import { preload, searchOf } from '../../lib/page/route-data';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** The page of the list. */
export function loader(args: LoaderFunctionArgs) {
  return preload(args, salesQueries.list(pageFromParams(searchOf(args)))).then(() => null);
}

export default function QySalesPage() {
  const [pageNo, setPage] = usePageParam();
  const query = useQuery({ ...salesQueries.list(pageNo), placeholderData: keepPreviousData });
  const o = useMessageOptions();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {m.route_qy_sales_title({}, o)}
          </Title>
          <Text c="gray.7" size="sm">
            {m.route_qy_sales_intro({}, o)}
          </Text>
        </div>
        <PagedQueryState
          query={query}
          loader={<CardsSkeleton count={4} />}
          empty={{ title: m.route_qy_sales_empty({}, o) }}
          page={pageNo}
          pageSize={SALES_PAGE_SIZE}
          onPageChange={setPage}
          paginationSize="sm"
        >
          {(data) => (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <SalesPointList points={data.list} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <MapView
                  markers={mapMarkers(
                    data.list.map((p) => ({
                      lat: p.lat,
                      lng: p.lng,
                      title: p.name,
                      address: p.address,
                    })),
                  )}
                  height={420}
                />
              </Grid.Col>
            </Grid>
          )}
        </PagedQueryState>
      </Stack>
    </Container>
  );
}
