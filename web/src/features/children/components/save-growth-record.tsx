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
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { CHILD_RELATION, relationLabel } from '../../../lib/family/relations';
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
  const o = useMessageOptions();
  const today = hkToday();
  const family = useQuery(familyQuery());
  const save = useMeasurementChange();
  const children = (family.data?.items ?? [])
    .filter((c) => keepsGrowthRecords(c, today))
    // 子女 first, then other young members (a niece, a grandchild) in the order kept.
    .sort((a, b) => Number(b.relation === CHILD_RELATION) - Number(a.relation === CHILD_RELATION));
  // The member the tool's entry looks like (same date of birth and sex), else the first child.
  const likely =
    children.find((c) => c.birthDate === body.birthday && c.sex === body.sex) ?? children[0];
  const [chosen, setChosen] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [savedFor, setSavedFor] = useState<FamilyMember | null>(null);
  const member = children.find((c) => c.id === chosen) ?? likely;

  if (family.isPending) return null;
  if (family.isError) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!member) return;
    const checked = checkMeasurement(
      measurementFromTool(measure, body, values, date),
      member.birthDate,
      today,
      o,
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
        {m.children_save_title({}, o)}
      </Title>
      {children.length === 0 ? (
        <Text size="sm">
          {m.children_save_no_children({}, o)}{' '}
          <Anchor component={Link} to={href('family')}>
            {m.children_save_add_member({}, o)}
          </Anchor>
          {m.children_save_add_member_after({}, o)}
        </Text>
      ) : savedFor ? (
        <Alert color="jade" role="status" data-testid="growth-record-saved">
          {m.children_save_saved({ name: savedFor.name }, o)}{' '}
          <Anchor component={Link} to={href('familyGrowth', { id: savedFor.id })}>
            {m.children_save_view({}, o)}
          </Anchor>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={m.children_save_title({}, o)}>
          <Stack gap="sm">
            <Group gap="sm" grow align="flex-start">
              <NativeSelect
                label={m.children_save_member({}, o)}
                value={member?.id ?? ''}
                onChange={(e) => setChosen(e.currentTarget.value)}
                data={children.map((c) => ({
                  value: c.id,
                  label: m.children_save_member_option(
                    { name: c.name, relation: relationLabel(c.relation, o) },
                    o,
                  ),
                }))}
              />
              <TextInput
                type="date"
                label={m.children_save_date({}, o)}
                value={date}
                min={member?.birthDate}
                max={today}
                onChange={(e) => setDate(e.currentTarget.value)}
              />
            </Group>
            {differs ? (
              <Text size="xs" c="gray.7">
                {m.children_save_differs({ name: member.name, birthDate: member.birthDate }, o)}
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
                {m.children_save_submit({}, o)}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
