import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import { FILE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import type { PayableRegistration } from './joined-activity-list';

export function validatePaymentProof(file: File | null, paidAt: string): string | null {
  if (!file) return '請選擇付款證明（圖片或 PDF）';
  if (!(FILE_MIME_TYPES as readonly string[]).includes(file.type))
    return '只接受 JPG、PNG、WebP、GIF 或 PDF 檔案';
  if (file.size > UPLOAD_MAX_BYTES) return '檔案不可大於 10MB';
  if (!paidAt || !dayjs(paidAt).isValid()) return '請輸入付款時間';
  if (dayjs(paidAt).isAfter(dayjs().add(5, 'minute'))) return '付款時間不可遲於現在';
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
  const [file, setFile] = useState<File | null>(null);
  const [paidAt, setPaidAt] = useState(() => dayjs().format('YYYY-MM-DDTHH:mm'));
  const [problem, setProblem] = useState<string | null>(null);

  // A shown problem is checked again on each edit, so it goes as soon as it is fixed.
  const edit = (nextFile: File | null, nextPaidAt: string) => {
    setFile(nextFile);
    setPaidAt(nextPaidAt);
    if (problem) setProblem(validatePaymentProof(nextFile, nextPaidAt));
    onEdit?.();
  };

  const submit = () => {
    const p = validatePaymentProof(file, paidAt);
    setProblem(p);
    if (!p && file) onSubmit(file, paidAt);
  };

  return (
    <Modal opened={registration !== null} onClose={onClose} title="上載付款證明">
      <Stack gap="md">
        {registration ? (
          <Text size="sm">
            {registration.title}（{formatHkd(registration.fee)}）
          </Text>
        ) : null}
        <FileInput
          label="付款證明"
          placeholder="選擇圖片或 PDF"
          accept={FILE_MIME_TYPES.join(',')}
          value={file}
          onChange={(f) => edit(f, paidAt)}
          clearable
        />
        <TextInput
          label="付款時間"
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
            取消
          </Button>
          <Button onClick={submit} loading={saving}>
            上載
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
