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

type Editing = { kind: 'add' } | { kind: 'edit'; member: FamilyMember } | null;

const SEX = { M: '男', F: '女' } as const;

function memberInput(m: FamilyMember): FamilyMemberInput {
  return { name: m.name, relation: m.relation, birthDate: m.birthDate, sex: m.sex, phone: m.phone };
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
      title="家庭成員"
      actions={
        editing === null && !full && query.isSuccess ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => openForm({ kind: 'add' })}>
            新增家庭成員
          </Button>
        ) : undefined
      }
    >
      <Text size="sm" c="gray.7">
        加入子女、父母等家庭成員後，預約時可選擇為誰預約，診所會在預約備註看到就診人的姓名、關係和出生日期。最多{' '}
        {FAMILY_MAX_MEMBERS} 位。
      </Text>
      {editing ? (
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {editing.kind === 'add' ? '新增家庭成員' : `修改 ${editing.member.name} 的資料`}
          </Title>
          <FamilyForm
            key={editing.kind === 'add' ? 'add' : editing.member.id}
            initial={editing.kind === 'edit' ? memberInput(editing.member) : undefined}
            submitLabel={editing.kind === 'add' ? '新增' : '儲存'}
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
          title: '你還沒有加入家庭成員。',
          message: '加入後，預約時可以代他們預約。',
        }}
      >
        {(data) => (
          <Stack gap="sm" data-testid="family-list">
            {data.items.map((m) => (
              <Paper key={m.id} withBorder p="md" data-testid="family-member">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <div>
                    <Group gap="xs">
                      <Text fw={600}>{m.name}</Text>
                      <Badge variant="light">{m.relation}</Badge>
                    </Group>
                    <Text size="sm" c="gray.7">
                      {SEX[m.sex]}・出生日期 {m.birthDate}
                      {m.phone ? `・電話 ${m.phone}` : ''}
                    </Text>
                  </div>
                  {removing === m.id ? (
                    <Group gap="xs">
                      <Text size="sm">確定移除 {m.name}？</Text>
                      <Button
                        color="red"
                        size="xs"
                        loading={change.isPending}
                        onClick={() => run({ kind: 'remove', id: m.id })}
                      >
                        移除
                      </Button>
                      <Button variant="default" size="xs" onClick={() => setRemoving(null)}>
                        取消
                      </Button>
                    </Group>
                  ) : (
                    <Group gap="xs">
                      {keepsGrowthRecords(m, today) ? (
                        <Button
                          component={Link}
                          to={href('familyGrowth', { id: m.id })}
                          variant="light"
                          size="xs"
                          leftSection={<IconChartLine size={14} />}
                          aria-label={`${m.name}的成長紀錄`}
                        >
                          成長紀錄
                        </Button>
                      ) : null}
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => openForm({ kind: 'edit', member: m })}
                        aria-label={`修改 ${m.name}`}
                      >
                        修改
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => {
                          change.reset();
                          setRemoving(m.id);
                        }}
                        aria-label={`移除 ${m.name}`}
                      >
                        移除
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
  if (pathname !== href('myData')) return <FamilyMembers />;
  return (
    <UserCentreLayout title="我的資料">
      <MyDataView />
    </UserCentreLayout>
  );
}
