import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/api-client';

const cardKeys = {
  all: ['private', 'cards'] as const,
  list: () => [...cardKeys.all, 'list'] as const,
  usage: (kind: 'plan' | 'service', id: string) => [...cardKeys.all, 'usage', kind, id] as const,
};

export const cardQueries = {
  /** Plan and service cards come in one answer. */
  list: () =>
    queryOptions({
      queryKey: cardKeys.list(),
      queryFn: ({ signal }) => callApi('getServiceCardsMedicalPlan', { query: {}, signal }),
    }),
  /** The uses of one plan card (`medicalplanitemid`) or service card (`clientservicecardid`). */
  usage: (kind: 'plan' | 'service', id: string) =>
    queryOptions({
      queryKey: cardKeys.usage(kind, id),
      queryFn: ({ signal }) =>
        kind === 'plan'
          ? callApi('getMedicalPlanUseDetail', { query: { medicalplanitemid: id }, signal })
          : callApi('getClientServiceCardDetail', { query: { clientservicecardid: id }, signal }),
    }),
};
