import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  checkMeasurement,
  hkToday,
  href,
  type CallBody,
  type FamilyMember,
  type MeasureType,
} from '@portal/shared';
import { familyQuery, keepsGrowthRecords } from '../../../lib/family/family-members';
import { useMeasurementChange } from '../../../lib/family/family-measurements';
import type { ChildToolValues } from '../lib/child-form';
import { measurementFromTool } from '../lib/growth-records';

/**
 * 儲存到家庭成員的成長紀錄, under a growth tool's result for a signed-in parent: the measurement
 * just assessed is kept for a family member (a child), on a day that starts as Hong Kong's today.
 * Loaded only for a signed-in parent with a result, so the tools' own chunk does not carry it.
 */
export default function SaveGrowthRecord({
  measure,
  body,
  values,
}: {
  measure: MeasureType;
  body: CallBody<'calcChildHealth'>;
  values: ChildToolValues;
}) {
  const today = hkToday();
  const family = useQuery(familyQuery());
  const save = useMeasurementChange();
  const children = (family.data?.items ?? [])
    .filter((m) => keepsGrowthRecords(m, today))
    // 子女 first, then other young members (a niece, a grandchild) in the order kept.
    .sort((a, b) => Number(b.relation === '子女') - Number(a.relation === '子女'));
  // The member the tool's entry looks like (same date of birth and sex), else the first child.
  const likely =
    children.find((m) => m.birthDate === body.birthday && m.sex === body.sex) ?? children[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [savedFor, setSavedFor] = useState<FamilyMember | null>(null);
  const member = children.find((m) => m.id === chosen) ?? likely;

  if (family.isPending) return null;
  if (family.isError) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    const checked = checkMeasurement(
      measurementFromTool(measure, body, values, date),
      member.birthDate,
      today,
    );
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    save.mutate(
      { kind: 'add', memberId: member.id, input: checked.value },
      { onSuccess: () => setSavedFor(member) },
    );
  };

  const serverError = save.error instanceof Error ? save.error.message : null;
  const differs =
    member &&
    (member.sex !== body.sex ||
      (body.birthday !== undefined && body.birthday !== member.birthDate));

  return (
    <Paper withBorder p="md" data-testid="save-growth-record">
      <Title order={3} size="h5" mb="xs">
        儲存到家庭成員的成長紀錄
      </Title>
      {children.length === 0 ? (
        <Text size="sm">
          你還沒有加入 18 歲或以下的家庭成員。{' '}
          <Anchor component={Link} to={href('family')}>
            加入家庭成員
          </Anchor>
          後，便可把量度結果儲存到孩子的成長紀錄。
        </Text>
      ) : savedFor ? (
        <Alert color="jade" role="status" data-testid="growth-record-saved">
          已儲存到 {savedFor.name} 的成長紀錄。{' '}
          <Anchor component={Link} to={href('familyGrowth', { id: savedFor.id })}>
            查看成長紀錄
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label="儲存到家庭成員的成長紀錄">
          <Stack gap="sm">
            <Group gap="sm" grow align="flex-start">
              <NativeSelect
                label="家庭成員"
                value={member?.id ?? ''}
                onChange={(e) => setChosen(e.currentTarget.value)}
                data={children.map((m) => ({ value: m.id, label: `${m.name}（${m.relation}）` }))}
              />
              <TextInput
                type="date"
                label="量度日期"
                value={date}
                min={member?.birthDate}
                max={today}
                onChange={(e) => setDate(e.currentTarget.value)}
              />
            </Group>
            {differs ? (
              <Text size="xs" c="gray.7">
                {member.name}的出生日期或性別與上面輸入的不同；成長紀錄會按{member.name}
                的資料（出生日期 {member.birthDate}）計算百分位。
              </Text>
            ) : null}
            {error || serverError ? (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {error ?? serverError}
              </Text>
            ) : null}
            <Group>
              <Button
                type="submit"
                variant="light"
                loading={save.isPending}
                leftSection={<IconDeviceFloppy size={16} />}
              >
                儲存
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
