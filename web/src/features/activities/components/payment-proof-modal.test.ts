import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { validatePaymentProof } from './payment-proof-modal';

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
