import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import {
  FAMILY_NAME_MAX,
  FAMILY_RELATIONS,
  checkFamilyMember,
  hkToday,
  type FamilyMemberInput,
} from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { CHILD_RELATION, relationLabel } from '../../../lib/family/relations';

interface FamilyFormProps {
  initial?: FamilyMemberInput;
  submitLabel: string;
  busy: boolean;
  /** Why the BFF refused the last attempt, if it did. */
  serverError: string | null;
  onSubmit: (input: FamilyMemberInput) => void;
  onCancel: () => void;
}

const EMPTY: FamilyMemberInput = {
  name: '',
  relation: CHILD_RELATION,
  birthDate: '',
  sex: 'M',
  phone: '',
};

/** A family member's fields, checked here as the BFF checks them (shared `checkFamilyMember`). */
export function FamilyForm({
  initial,
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: FamilyFormProps) {
  const o = useMessageOptions();
  const [values, setValues] = useState<FamilyMemberInput>(initial ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof FamilyMemberInput>(key: K, value: FamilyMemberInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkFamilyMember(
      { ...values, phone: values.phone.replace(/\s/g, '') },
      hkToday(),
      o,
    );
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    onSubmit(checked.value);
  };

  const shown = error ?? serverError;
  return (
    <form onSubmit={submit} noValidate data-testid="family-form">
      <Stack gap="sm">
        <TextInput
          label={m.family_name({}, o)}
          required
          maxLength={FAMILY_NAME_MAX}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          autoComplete="off"
        />
        <NativeSelect
          label={m.family_relation({}, o)}
          required
          data={FAMILY_RELATIONS.map((r) => ({ value: r, label: relationLabel(r, o) }))}
          value={values.relation}
          onChange={(e) => set('relation', e.currentTarget.value as FamilyMemberInput['relation'])}
        />
        <TextInput
          label={m.family_birthday({}, o)}
          type="date"
          required
          max={hkToday()}
          value={values.birthDate}
          onChange={(e) => set('birthDate', e.currentTarget.value)}
        />
        <Radio.Group
          label={m.family_sex({}, o)}
          required
          value={values.sex}
          onChange={(v) => set('sex', v === 'F' ? 'F' : 'M')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="M" label={m.family_male({}, o)} />
            <Radio value="F" label={m.family_female({}, o)} />
          </Group>
        </Radio.Group>
        <TextInput
          label={m.family_phone({}, o)}
          description={m.family_phone_hint({}, o)}
          inputMode="tel"
          maxLength={9}
          value={values.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
          autoComplete="off"
        />
        {shown ? (
          <Alert
            color="red"
            role="alert"
            title={m.family_save_failed({}, o)}
            data-testid="family-form-error"
          >
            {shown}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {m.family_cancel({}, o)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
