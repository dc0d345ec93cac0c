import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { FILE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import type { PayableRegistration } from './joined-activity-list';

/** What is wrong with the proof and its time, in the render's locale `o`; null when nothing. */
export function validatePaymentProof(
  file: File | null,
  paidAt: string,
  o?: MessageOptions,
): string | null {
  if (!file) return m.activities_proof_required({}, o);
  if (!(FILE_MIME_TYPES as readonly string[]).includes(file.type))
    return m.activities_proof_wrong_type({}, o);
  if (file.size > UPLOAD_MAX_BYTES) return m.activities_proof_too_large({}, o);
  if (!paidAt || !dayjs(paidAt).isValid()) return m.activities_paid_at_required({}, o);
  if (dayjs(paidAt).isAfter(dayjs().add(5, 'minute'))) return m.activities_paid_at_future({}, o);
  return null;
}

interface PaymentProofModalProps {
  registration: PayableRegistration | null;
  saving: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (file: File, paidAt: string) => void;
  /** Called on every edit (the page drops a failed upload's message). */
  onEdit?: () => void;
}

export function PaymentProofModal({
  registration,
  saving,
  error,
  onClose,
  onSubmit,
  onEdit,
}: PaymentProofModalProps) {
  const o = useMessageOptions();
  const [file, setFile] = useState<File | null>(null);
  const [paidAt, setPaidAt] = useState(() => dayjs().format('YYYY-MM-DDTHH:mm'));
  const [problem, setProblem] = useState<string | null>(null);

  // A shown problem is checked again on each edit, so it goes as soon as it is fixed.
  const edit = (nextFile: File | null, nextPaidAt: string) => {
    setFile(nextFile);
    setPaidAt(nextPaidAt);
    if (problem) setProblem(validatePaymentProof(nextFile, nextPaidAt, o));
    onEdit?.();
  };

  const submit = () => {
    const p = validatePaymentProof(file, paidAt, o);
    setProblem(p);
    if (!p && file) onSubmit(file, paidAt);
  };

  return (
    <Modal opened={registration !== null} onClose={onClose} title={m.activities_modal_title({}, o)}>
      <Stack gap="md">
        {registration ? (
          <Text size="sm">
            {m.activities_modal_registration(
              { title: registration.title ?? '', fee: formatHkd(registration.fee) },
              o,
            )}
          </Text>
        ) : null}
        <FileInput
          label={m.activities_modal_proof_label({}, o)}
          placeholder={m.activities_modal_proof_placeholder({}, o)}
          accept={FILE_MIME_TYPES.join(',')}
          value={file}
          onChange={(f) => edit(f, paidAt)}
          clearable
        />
        <TextInput
          label={m.activities_modal_paid_at_label({}, o)}
          type="datetime-local"
          value={paidAt}
          max={dayjs().format('YYYY-MM-DDTHH:mm')}
          onChange={(e) => edit(file, e.currentTarget.value)}
        />
        {problem || error ? (
          <Alert color="red" role="alert">
            {problem ?? error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m.activities_modal_cancel({}, o)}
          </Button>
          <Button onClick={submit} loading={saving}>
            {m.activities_modal_upload({}, o)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
