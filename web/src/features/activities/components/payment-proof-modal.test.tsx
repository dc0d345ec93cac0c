import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { PayableRegistration } from './joined-activity-list';
import { render } from '@test-utils/render';
import { PaymentProofModal, validatePaymentProof } from './payment-proof-modal';

const png = new File(['x'], 'proof.png', { type: 'image/png' });
const now = dayjs().format('YYYY-MM-DDTHH:mm');

describe('validatePaymentProof', () => {
  it('accepts an image or PDF with a past payment time', () => {
    expect(validatePaymentProof(png, now)).toBeNull();
    const pdf = new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });
    expect(validatePaymentProof(pdf, '2026-01-01T10:00')).toBeNull();
  });

  it('asks for a file, refuses other types and future times', () => {
    expect(validatePaymentProof(null, now)).toMatch(/請選擇付款證明/);
    const exe = new File(['x'], 'a.exe', { type: 'application/octet-stream' });
    expect(validatePaymentProof(exe, now)).toMatch(/只接受/);
    expect(validatePaymentProof(png, '')).toBe('請輸入付款時間');
    const later = dayjs().add(1, 'day').format('YYYY-MM-DDTHH:mm');
    expect(validatePaymentProof(png, later)).toBe('付款時間不可遲於現在');
  });
});

const registration: PayableRegistration = {
  activityregid: 'AR1',
  activityid: 'AC1',
  title: '中醫養生講座',
  associationname: '香港中醫學會',
  starttime: '2026-12-01 14:00:00',
  address: '灣仔',
  fee: 50,
  paystatus: 'unpaid',
  attachment: '',
  paytime: '',
};

function setup(error: string | null = null) {
  const onEdit = vi.fn();
  const onSubmit = vi.fn();
  render(
    <PaymentProofModal
      registration={registration}
      saving={false}
      error={error}
      onClose={() => {}}
      onSubmit={onSubmit}
      onEdit={onEdit}
    />,
  );
  return { onEdit, onSubmit };
}

function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('PaymentProofModal', () => {
  it('drops "choose a file" as soon as a file is chosen', async () => {
    const { onSubmit } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '上載' }));
    expect(await screen.findByText(/請選擇付款證明/)).toBeInTheDocument();
    chooseFile(new File(['x'], 'proof.png', { type: 'image/png' }));
    expect(screen.queryByText(/請選擇付款證明/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '上載' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('tells the page on every edit, so a failed upload message can go', async () => {
    const { onEdit } = setup('上載失敗，請再試');
    expect(await screen.findByText('上載失敗，請再試')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('付款時間'), { target: { value: '2026-11-01T10:00' } });
    expect(onEdit).toHaveBeenCalledOnce();
  });
});
