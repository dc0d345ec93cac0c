import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockCalls } from '@test-utils/mock-calls';
import { render } from '@test-utils/render';
import { FeedbackForm } from './feedback-form';

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
