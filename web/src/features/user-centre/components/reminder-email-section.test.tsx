import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bffAnswer, receivedRequests, server } from '@test-utils/msw';
import { render } from '../../../../test-utils/render';
import ReminderEmailSection from './reminder-email-section';

const state = (email: string, verified: boolean, available = true) => ({
  email,
  verified,
  available,
});

describe('電郵提醒 on 個人資料', () => {
  it('says plainly when the portal sends no e-mail, and offers no field', async () => {
    server.use(bffAnswer('get', '/bff/reminder-email', state('', false, false)));
    render(<ReminderEmailSection />);
    expect(await screen.findByText(/本網站暫未提供電郵提醒/)).toBeTruthy();
    expect(screen.queryByLabelText('接收提醒的電郵地址')).toBeNull();
  });

  it('checks the address before sending, then says a link is on its way', async () => {
    server.use(
      bffAnswer('get', '/bff/reminder-email', state('', false)),
      bffAnswer('put', '/bff/reminder-email', state('chan@example.hk', false)),
    );
    const requests = receivedRequests();
    render(<ReminderEmailSection />);
    const field = await screen.findByLabelText('接收提醒的電郵地址');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: '寄出確認電郵' }));
    expect(await screen.findByText('電郵地址格式不正確')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, ' chan@example.hk ');
    await userEvent.click(screen.getByRole('button', { name: '寄出確認電郵' }));
    expect((await screen.findByTestId('reminder-email-address')).textContent).toContain(
      '確認前不會寄出提醒',
    );
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(await put.json()).toEqual({ email: 'chan@example.hk' });
  });

  it('tells how the verification link went', async () => {
    server.use(bffAnswer('get', '/bff/reminder-email', state('chan@example.hk', true)));
    render(<ReminderEmailSection />, { route: '/user/userInfo?reminderEmail=verified' });
    expect((await screen.findByTestId('reminder-email-notice')).textContent).toContain(
      '電郵地址已確認',
    );
    expect(screen.getByTestId('reminder-email-address').textContent).toContain('（已確認）');
  });
});
