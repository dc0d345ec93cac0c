import { Container, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { CardsSkeleton } from '../../components/page-state/page-loader';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { JOB_PAGE_SIZE, jobQueries } from '../../features/jobs/api/queries';
import { JobCard } from '../../features/jobs/components/job-card';
import { JobFilters, type JobFilterValue } from '../../features/jobs/components/job-filters';
import { pageFromParams, usePageParam, useSearchFilters } from '../../lib/page/use-page-param';
import { preload, searchOf } from '../../lib/page/route-data';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

import { MissingRecordNotice } from '../../components/page-state/missing-record-notice';

/** URL parameter of each filter (short, readable, stable for shared links). */
const PARAM: Record<keyof JobFilterValue, string> = {
  keyword: 'keyword',
  employmenttypeid: 'type',
  arealevel1id: 'area1',
  arealevel2id: 'area2',
};

/** The list's filters, as its address gives them. */
function jobFilter(params: URLSearchParams): JobFilterValue {
  return {
    keyword: params.get(PARAM.keyword) ?? '',
    employmenttypeid: params.get(PARAM.employmenttypeid) ?? '',
    arealevel1id: params.get(PARAM.arealevel1id) ?? '',
    arealevel2id: params.get(PARAM.arealevel2id) ?? '',
  };
}

/** The page of the list and the filters' choices (a chosen region's districts too). */
export function loader(args: LoaderFunctionArgs) {
  const params = searchOf(args);
  const filter = jobFilter(params);
  return preload(
    args,
    jobQueries.list({ ...filter, pageNo: pageFromParams(params) }),
    jobQueries.employmentTypes(),
    jobQueries.areas(),
    { ...jobQueries.areas(filter.arealevel1id), enabled: Boolean(filter.arealevel1id) },
  ).then(() => null);
}

export default function JobListPage() {
  const [params] = useSearchParams();
  const [pageNo, setPage] = usePageParam();
  const setFilters = useSearchFilters();
  const filter = jobFilter(params);
  const list = useQuery({
    ...jobQueries.list({ ...filter, pageNo }),
    placeholderData: keepPreviousData,
  });

  const setFilter = (patch: Partial<JobFilterValue>) =>
    setFilters(
      Object.fromEntries(
        (Object.keys(patch) as (keyof JobFilterValue)[]).map((key) => [PARAM[key], patch[key]!]),
      ),
    );

  const total = list.data?.total ?? 0;
  const filtered = Object.values(filter).some(Boolean);
  const o = useMessageOptions();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {m.route_job_list_title({}, o)}
          </Title>
          <Text c="gray.7" size="sm">
            {m.route_job_list_intro({}, o)}
          </Text>
        </div>
        <MissingRecordNotice kind="job" />
        <JobFilters value={filter} onChange={setFilter} />
        {list.data ? (
          <Text size="sm" c="gray.7" aria-live="polite" data-testid="job-total">
            {m.route_job_list_total({ total }, o)}
          </Text>
        ) : null}
        <PagedQueryState
          query={list}
          loader={<CardsSkeleton count={5} />}
          empty={{
            title: filtered
              ? m.route_job_list_empty_filtered_title({}, o)
              : m.route_job_list_empty_title({}, o),
            message: filtered
              ? m.route_job_list_empty_filtered_message({}, o)
              : m.route_job_list_empty_message({}, o),
          }}
          page={pageNo}
          pageSize={JOB_PAGE_SIZE}
          onPageChange={setPage}
          paginationSize="sm"
        >
          {(data) => (
            <Stack gap="sm">
              {data.list.map((job) => (
                <JobCard key={job.jobid} job={job} />
              ))}
            </Stack>
          )}
        </PagedQueryState>
      </Stack>
    </Container>
  );
}
