/**
 * The account's family members as the BFF keeps them (`/bff/family`): read once per session and
 * replaced by the list every change answers.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FAMILY_PATH,
  type FamilyList,
  type FamilyMember,
  type FamilyMemberInput,
} from '@portal/shared';
import { request } from '../http/http';

const familyKeys = {
  all: ['private', 'family'] as const,
};

export const familyQuery = (enabled = true) =>
  queryOptions({
    queryKey: familyKeys.all,
    queryFn: () => request<FamilyList>(FAMILY_PATH),
    enabled,
    staleTime: 60_000,
  });

export type FamilyChange =
  | { kind: 'add'; input: FamilyMemberInput }
  | { kind: 'edit'; id: string; input: FamilyMemberInput }
  | { kind: 'remove'; id: string };

type ChangeAnswer = FamilyList & { member?: FamilyMember };

function send(change: FamilyChange): Promise<ChangeAnswer> {
  if (change.kind === 'add') {
    return request<ChangeAnswer>(FAMILY_PATH, { method: 'POST', body: change.input });
  }
  const path = `${FAMILY_PATH}/${encodeURIComponent(change.id)}`;
  return change.kind === 'edit'
    ? request<ChangeAnswer>(path, { method: 'PUT', body: change.input })
    : request<ChangeAnswer>(path, { method: 'DELETE' });
}

/**
 * Whether `member` is still a child on `today` (`YYYY-MM-DD`): growth records are kept up to the
 * 18th birthday, as the BFF checks them.
 */
export function keepsGrowthRecords(
  member: Pick<FamilyMember, 'birthDate'>,
  today: string,
): boolean {
  const year = String(Number(member.birthDate.slice(0, 4)) + 18).padStart(4, '0');
  return `${year}${member.birthDate.slice(4)}` >= today;
}

/** Adds, changes or removes a member; the list the BFF answers becomes the cached one. */
export function useFamilyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData<FamilyList>(familyKeys.all, { items: answer.items });
    },
  });
}
