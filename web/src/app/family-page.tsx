import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  FAMILY_MAX_MEMBERS,
  hkToday,
  href,
  type FamilyMember,
  type FamilyMemberInput,
} from '@portal/shared';
import { QueryState } from '../components/page-state/query-state';
import {
  familyQuery,
  keepsGrowthRecords,
  useFamilyChange,
  type FamilyChange,
} from '../lib/family/family-members';
import { FamilyForm } from '../features/family/components/family-form';
import { MyDataView } from '../features/family/components/my-data-view';
import { UserCentreLayout } from '../features/user-centre/components/user-centre-layout';
import { useMessageOptions, type MessageOptions } from '../lib/i18n/locale';
import { m } from '../lib/i18n/messages';

type Editing = { kind: 'add' } | { kind: 'edit'; member: FamilyMember } | null;

/** A member's sex as the list says it. */
const sexLabel = (sex: FamilyMember['sex'], o: MessageOptions) =>
  sex === 'M' ? m.route_family_page_sex_m({}, o) : m.route_family_page_sex_f({}, o);

function memberInput(member: FamilyMember): FamilyMemberInput {
  return {
    name: member.name,
    relation: member.relation,
    birthDate: member.birthDate,
    sex: member.sex,
    phone: member.phone,
  };
}

/**
 * `/user/family`: the people the client books for (children, parents), kept by the portal for the
 * account. Listed with their relation and date of birth; added, changed and removed here.
 */
function FamilyMembers() {
  const query = useQuery(familyQuery());
  const change = useFamilyChange();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const today = hkToday();
  const count = query.data?.items.length ?? 0;
  const full = count >= FAMILY_MAX_MEMBERS;
  const o = useMessageOptions();

  const run = (c: FamilyChange) =>
    change.mutate(c, {
      onSuccess: () => {
        setEditing(null);
        setRemoving(null);
      },
    });
  const serverError = change.error instanceof Error ? change.error.message : null;
  const openForm = (next: Editing) => {
    change.reset();
    setEditing(next);
  };

  return (
    <UserCentreLayout
      title={m.route_family_page_title({}, o)}
      actions={
        editing === null && !full && query.isSuccess ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm({ kind: 'add' })}>
            {m.route_family_page_add({}, o)}
          </Button>
        ) : undefined
      }
    >
      <Text size="sm" c="gray.7">
        {m.route_family_page_intro({ max: FAMILY_MAX_MEMBERS }, o)}
      </Text>
      {editing ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {editing.kind === 'add'
              ? m.route_family_page_add({}, o)
              : m.route_family_page_edit_heading({ name: editing.member.name }, o)}
          </Title>
          <FamilyForm
            key={editing.kind === 'add' ? 'add' : editing.member.id}
            initial={editing.kind === 'edit' ? memberInput(editing.member) : undefined}
            submitLabel={
              editing.kind === 'add'
                ? m.route_family_page_submit_add({}, o)
                : m.route_family_page_submit_save({}, o)
            }
            busy={change.isPending}
            serverError={serverError}
            onSubmit={(input) =>
              run(
                editing.kind === 'add'
                  ? { kind: 'add', input }
                  : { kind: 'edit', id: editing.member.id, input },
              )
            }
            onCancel={() => setEditing(null)}
          />
        </Paper>
      ) : null}
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        empty={{
          title: m.route_family_page_empty_title({}, o),
          message: m.route_family_page_empty_message({}, o),
        }}
      >
        {(data) => (
          <Stack gap="sm" data-testid="family-list">
            {data.items.map((member) => (
              <Paper key={member.id} withBorder p="md" data-testid="family-member">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>{member.name}</Text>
                      <Badge variant="light">{member.relation}</Badge>
                    </Group>
                    <Text size="sm" c="gray.7">
                      {member.phone
                        ? m.route_family_page_member_details_phone(
                            {
                              sex: sexLabel(member.sex, o),
                              birthDate: member.birthDate,
                              phone: member.phone,
                            },
                            o,
                          )
                        : m.route_family_page_member_details(
                            { sex: sexLabel(member.sex, o), birthDate: member.birthDate },
                            o,
                          )}
                    </Text>
                  </div>
                  {removing === member.id ? (
                    <Group gap="xs">
                      <Text size="sm">
                        {m.route_family_page_confirm_remove({ name: member.name }, o)}
                      </Text>
                      <Button
                        color="red"
                        size="xs"
                        loading={change.isPending}
                        onClick={() => run({ kind: 'remove', id: member.id })}
                      >
                        {m.route_family_page_remove({}, o)}
                      </Button>
                      <Button variant="default" size="xs" onClick={() => setRemoving(null)}>
                        {m.route_family_page_cancel({}, o)}
                      </Button>
                    </Group>
                  ) : (
                    <Group gap="xs">
                      {keepsGrowthRecords(member, today) ? (
                        <Button
                          component={Link}
                          to={href('familyGrowth', { id: member.id })}
                          variant="light"
                          size="xs"
                          leftSection={<IconChartLine size={14} />}
                          aria-label={m.route_family_page_growth_label({ name: member.name }, o)}
                        >
                          {m.route_family_page_growth({}, o)}
                        </Button>
                      ) : null}
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => openForm({ kind: 'edit', member })}
                        aria-label={m.route_family_page_edit_label({ name: member.name }, o)}
                      >
                        {m.route_family_page_edit({}, o)}
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => {
                          change.reset();
                          setRemoving(member.id);
                        }}
                        aria-label={m.route_family_page_remove_label({ name: member.name }, o)}
                      >
                        {m.route_family_page_remove({}, o)}
                      </Button>
                    </Group>
                  )}
                </Group>
              </Paper>
            ))}
            {removing && serverError ? (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {serverError}
              </Text>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </UserCentreLayout>
  );
}

/**
 * 家庭成員 (`/user/family`) and 我的資料 (`/user/my-data`). Both routes name the profile page's
 * module (`page: 'userInfo'`), which loads this one lazily: the first load's route list names no
 * chunk of its own for them (the Simplified first load has almost no room left).
 */
export default function FamilyPage() {
  const { pathname } = useLocation();
  const o = useMessageOptions();
  if (pathname !== href('myData')) return <FamilyMembers />;
  return (
    <UserCentreLayout title={m.route_family_page_my_data_title({}, o)}>
      <MyDataView />
    </UserCentreLayout>
  );
}
