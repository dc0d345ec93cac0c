import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MapView } from '../../components/map/map-view';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { QueryState } from '../../components/page-state/query-state';
import { SALES_PAGE_SIZE, salesQueries } from '../../features/sales/api/queries';
import { SalesPointList } from '../../features/sales/components/sales-point-list';
import { ListPagination } from '../../components/pagination/page-pagination';
import { usePageParam } from '../../lib/use-page-param';

export default function QySalesPage() {
  const [pageNo, setPage] = usePageParam();
  const query = useQuery({ ...salesQueries.list(pageNo), placeholderData: keepPreviousData });
  const total = query.data?.total ?? 0;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            清遠銷售點
          </Title>
          <Text c="gray.7" size="sm">
            清遠產品在香港的銷售點地址、電話和營業時間。
          </Text>
        </div>
        <QueryState
          query={query}
          loader={<CardsSkeleton count={4} />}
          isEmpty={(d) => d.list.length === 0}
          empty={{ title: '暫時未有銷售點' }}
        >
          {(data) => (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <SalesPointList points={data.list} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <MapView
                  markers={data.list.map((p) => ({
                    lat: p.lat,
                    lng: p.lng,
                    title: p.name,
                    address: p.address,
                  }))}
                  height={420}
                />
              </Grid.Col>
            </Grid>
          )}
        </QueryState>
        <ListPagination
          size="sm"
          page={pageNo}
          total={total}
          pageSize={SALES_PAGE_SIZE}
          onChange={setPage}
        />
      </Stack>
    </Container>
  );
}
