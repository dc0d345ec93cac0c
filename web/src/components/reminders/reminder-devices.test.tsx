import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { PushDevice } from '@portal/shared';
import { bffAnswer, HttpResponse, http, receivedRequests, server } from '@test-utils/msw';
import { render } from '../../../test-utils/render';
import { ReminderDevices } from './remind-me';

const ADDED = new Date('2026-12-01T10:30:00+08:00').getTime();

/** When a device was added, as the list writes it (in the machine's time zone, like a browser). */
const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

const DEVICES: PushDevice[] = [
  { id: 'dev-this', browser: 'Chrome', addedAt: ADDED, current: true },
  { id: 'dev-other', browser: 'Safari', addedAt: ADDED + 3600_000, current: false },
  { id: 'dev-odd', browser: '', addedAt: ADDED + 7200_000, current: false },
];

function answer(items: PushDevice[]) {
  return HttpResponse.json({ code: 200, msg: 'success', data: { items } });
}

describe('接收預約提醒的裝置', () => {
  it('shows nothing when no browser receives reminders', async () => {
    server.use(bffAnswer('get', '/bff/push/subscriptions', { items: [] }));
    const requests = receivedRequests();
    const { container } = render(<ReminderDevices />);
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBe(1);
    expect(container.querySelector('[data-testid="reminder-devices"]')).toBeNull();
  });

  it('lists each browser and when it was added, and removes one, then all', async () => {
    let items = DEVICES;
    server.use(
      http.get('/bff/push/subscriptions', () => answer(items)),
      http.delete('/bff/push/subscriptions', async ({ request }) => {
        const body = (await request.json()) as { id?: string; all?: true };
        items = body.all ? [] : items.filter((d) => d.id !== body.id);
        return answer(items);
      }),
    );
    const requests = receivedRequests();
    render(<ReminderDevices />);
    const list = await screen.findByTestId('reminder-devices');
    expect(within(list).getByText(`Chrome・${when(ADDED)} 加入`)).toBeTruthy();
    expect(within(list).getByText(`Safari・${when(ADDED + 3600_000)} 加入`)).toBeTruthy();
    expect(within(list).getByText(`其他瀏覽器・${when(ADDED + 7200_000)} 加入`)).toBeTruthy();
    expect(within(list).getByText('這部裝置')).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: `移除 Safari（${when(ADDED + 3600_000)} 加入）` }),
    );
    await expect.poll(() => screen.queryByText(/Safari・/)).toBeNull();
    const removeOne = requests.find((r) => r.method === 'DELETE')!;
    expect(await removeOne.json()).toEqual({ id: 'dev-other' });

    await userEvent.click(screen.getByRole('button', { name: '全部移除' }));
    await expect.poll(() => screen.queryByTestId('reminder-devices')).toBeNull();
    const removeAll = requests.filter((r) => r.method === 'DELETE')[1]!;
    expect(await removeAll.json()).toEqual({ all: true });
  });

  it('says so when a removal fails, and keeps the list', async () => {
    server.use(
      http.get('/bff/push/subscriptions', () => answer(DEVICES)),
      http.delete('/bff/push/subscriptions', () =>
        HttpResponse.json(
          { code: 503, msg: '暫時未能確認你的登入狀態，請稍後再試' },
          { status: 503 },
        ),
      ),
    );
    render(<ReminderDevices />);
    await userEvent.click(
      await screen.findByRole('button', { name: `移除 Chrome（${when(ADDED)} 加入）` }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('暫時未能確認你的登入狀態');
    expect(screen.getByText(/Chrome・/)).toBeTruthy();
  });
});
