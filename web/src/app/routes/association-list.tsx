import { href } from '@portal/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Activity, ListData } from '@portal/shared';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { ASSOCIATION_PAGE_SIZE, associationQueries } from '../../features/associations/api/queries';
import { ActivityCard } from '../../features/associations/components/activity-card';
import { ActivityDetail } from '../../features/associations/components/activity-detail';
import { sortActivities } from '../../features/associations/lib/activity-time';
import { AssociationCard } from '../../features/associations/components/association-card';
import { pageFromParams, usePageParam } from '../../lib/page/use-page-param';
import { preload, searchOf } from '../../lib/page/route-data';
import { useSessionValue } from '../../lib/session/current-session';
import { activityQueries } from '../../features/activities/api/queries';
import { appPath } from '../../lib/i18n/script';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

type Tab = 'association' | 'activity';

/** The tab the address opens: `?tab=`, else the page's own (`/Activity/` opens the activities). */
function tabsOf(pathname: string, params: URLSearchParams): { tab: Tab; defaultTab: Tab } {
  const defaultTab: Tab = pathname.toLowerCase().startsWith(href('activity').toLowerCase())
    ? 'activity'
    : 'association';
  const tabParam = params.get('tab');
  const tab: Tab = tabParam === 'activity' || tabParam === 'association' ? tabParam : defaultTab;
  return { tab, defaultTab };
}

/** The page of the open tab's list. */
export function loader(args: LoaderFunctionArgs) {
  const params = searchOf(args);
  const { tab } = tabsOf(appPath(new URL(args.request.url).pathname), params);
  const pageNo = pageFromParams(params);
  return preload(
    args,
    tab === 'association'
      ? associationQueries.associations(pageNo)
      : associationQueries.activities(pageNo),
  ).then(() => null);
}

function Paged<T>({
  query,
  pageNo,
  onPage,
  empty,
  render,
}: {
  query: UseQueryResult<ListData<T>>;
  pageNo: number;
  onPage: (p: number) => void;
  empty: string;
  render: (list: T[]) => ReactNode;
}) {
  return (
    <Stack gap="md">
      <PagedQueryState
        query={query}
        loader={<CardsSkeleton count={4} />}
        empty={{ title: empty }}
        page={pageNo}
        pageSize={ASSOCIATION_PAGE_SIZE}
        onPageChange={onPage}
        paginationSize="sm"
      >
        {(data) => <Stack gap="sm">{render(data.list)}</Stack>}
      </PagedQueryState>
    </Stack>
  );
}

/** /association/list and /Activity/: associations and activities as two tabs, each paginated. */
export default function AssociationListPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { tab, defaultTab } = tabsOf(pathname, params);
  const [pageNo, setPage] = usePageParam();
  const o = useMessageOptions();

  const associations = useQuery({
    ...associationQueries.associations(pageNo),
    enabled: tab === 'association',
    placeholderData: keepPreviousData,
  });
  const activities = useQuery({
    ...associationQueries.activities(pageNo),
    enabled: tab === 'activity',
    placeholderData: keepPreviousData,
  });

  const setTab = (next: Tab) => setParams(next === defaultTab ? {} : { tab: next });

  // One clock for the whole list, so every card and the details agree on what has ended.
  const [now] = useState(() => Date.now());
  const [open, setOpen] = useState<Partial<Activity> | null>(null);
  // A logged-in client sees which activities they are already registered for.
  const loggedIn = useSessionValue((v) => v.loggedIn);
  const myJoined = useQuery({ ...activityQueries.joined(1, 50), enabled: loggedIn });
  const joined = useMemo(
    () => new Set((myJoined.data?.list ?? []).flatMap((r) => (r.activityid ? [r.activityid] : []))),
    [myJoined.data],
  );
  const organisers = useQuery({ ...associationQueries.organisers(), enabled: open !== null });
  const organiser = useMemo(
    () =>
      open?.associationid
        ? organisers.data?.list.find((a) => a.associationid === open.associationid)
        : undefined,
    [open, organisers.data],
  );

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {m.info_association_list({}, o)}
        </Title>
        <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="association">{m.route_association_list_associations({}, o)}</Tabs.Tab>
            <Tabs.Tab value="activity">{m.route_association_list_activities({}, o)}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="association" pt="md">
            <Paged
              query={associations}
              pageNo={pageNo}
              onPage={setPage}
              empty={m.route_association_list_no_associations({}, o)}
              render={(list) =>
                list.map((a, i) => <AssociationCard key={a.associationid ?? i} association={a} />)
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="activity" pt="md">
            <Paged
              query={activities}
              pageNo={pageNo}
              onPage={setPage}
              empty={m.route_association_list_no_activities({}, o)}
              render={(list) =>
                // Upcoming first even if the portal API sends them in another order.
                sortActivities(list, now).map((a, i) => (
                  <ActivityCard
                    key={a.activityid ?? i}
                    activity={a}
                    now={now}
                    joined={a.activityid !== undefined && joined.has(a.activityid)}
                    onOpen={() => setOpen(a)}
                  />
                ))
              }
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <ActivityDetail
        activity={open}
        association={organiser}
        now={now}
        joined={open?.activityid !== undefined && joined.has(open.activityid)}
        onClose={() => setOpen(null)}
      />
    </Container>
  );
}
