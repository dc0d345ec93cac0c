import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limitsOf, requests } from '@portal/shared/requests';
import { envelope, mockCalls } from '@test-utils/mock-calls';
import { render } from '@test-utils/render';
import { FeedbackForm, validateContact, validateMessage } from './feedback-form';

describe('FeedbackForm', () => {
  it('drops each field error as soon as it is valid, and a failed send once the user edits', async () => {
    mockCalls({ submitWebFeedback: envelope(500, '系統繁忙，請稍後再試') });
    render(<FeedbackForm onSent={() => {}} />);
    const message = screen.getByLabelText(/你的意見/);
    const contact = screen.getByLabelText(/聯絡方法/);
    fireEvent.change(message, { target: { value: '太短' } });
    fireEvent.change(contact, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: '提交意見' }));
    expect(await screen.findByText('請最少輸入 5 個字')).toBeInTheDocument();
    expect(screen.getByText(/請輸入 8 位數字手機號碼或有效的電郵地址/)).toBeInTheDocument();
    fireEvent.change(contact, { target: { value: '91234567' } });
    expect(screen.queryByText(/請輸入 8 位數字手機號碼或有效的電郵地址/)).toBeNull();
    expect(screen.getByText('請最少輸入 5 個字')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: '預約頁面很好用，謝謝。' } });
    expect(screen.queryByText('請最少輸入 5 個字')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '提交意見' }));
    expect(await screen.findByTestId('form-error')).toBeInTheDocument();
    fireEvent.change(message, { target: { value: '預約頁面很好用，多謝。' } });
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});

describe('the feedback checks take what the API takes', () => {
  const api = requests.submitWebFeedback.query.properties;

  it('ask for a way to reply: the API refuses feedback without one', () => {
    expect(limitsOf(api.contact).minLength).toBe(1);
    expect(validateContact('  ')).toBe('請留下手機號碼或電郵，方便我們回覆你');
    expect(validateContact('9123 4567')).toBeNull();
    expect(validateContact('chan@example.com')).toBeNull();
  });

  it("refuse a contact or message one character past the API's limit", () => {
    const contactMax = limitsOf(api.contact).maxLength!;
    const address = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    expect(validateContact(address(contactMax))).toBeNull();
    expect(validateContact(address(contactMax + 1))).toBe(`聯絡方法不可超過 ${contactMax} 個字`);
    const messageMax = limitsOf(api.msgTxt).maxLength!;
    expect(validateMessage('好'.repeat(messageMax))).toBeNull();
    expect(validateMessage('好'.repeat(messageMax + 1))).toBe(`意見不可超過 ${messageMax} 個字`);
  });
});
