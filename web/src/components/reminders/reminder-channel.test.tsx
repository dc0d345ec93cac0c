import { screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReminderChannel as Channel } from '@portal/shared';
import { bffAnswer, server } from '@test-utils/msw';
import { render } from '../../../test-utils/render';
import { ReminderChannel } from './remind-me';

/** A verified address, the booking held with `channel`, and the client's push browsers. */
function answer(channel: Channel, browsers: number) {
  server.use(
    bffAnswer('get', '/bff/reminder-email', {
      email: 'chan@example.hk',
      verified: true,
      available: true,
    }),
    bffAnswer('get', '/bff/reminders/channel', { items: [{ scheduleId: 'S1', channel }] }),
    bffAnswer('get', '/bff/push/subscriptions', {
      items: Array.from({ length: browsers }, (_, i) => ({
        id: `P${i}`,
        browser: 'Chrome',
        addedAt: 1,
        current: i === 0,
      })),
    }),
  );
}

async function shown(): Promise<HTMLElement> {
  return screen.findByTestId('reminder-channel');
}

describe('提醒方式 of a booking', () => {
  it('says push reaches nobody when no browser has 提醒我 on, and what to do', async () => {
    answer('push', 0);
    render(<ReminderChannel scheduleId="S1" />);
    await shown();
    const warning = await screen.findByTestId('reminder-channel-no-browser');
    expect(warning.textContent).toContain('推送通知不會送到你');
    expect(warning.textContent).toContain('改選「電郵」');
  });

  it('says both means e-mail only while no browser has 提醒我 on', async () => {
    answer('both', 0);
    render(<ReminderChannel scheduleId="S1" />);
    await shown();
    expect((await screen.findByTestId('reminder-channel-no-browser')).textContent).toContain(
      '只會以電郵提醒你',
    );
  });

  it('takes the warning away once a browser receives push', async () => {
    answer('push', 0);
    const { queryClient } = render(<ReminderChannel scheduleId="S1" />);
    const warning = await screen.findByTestId('reminder-channel-no-browser');
    answer('push', 1);
    await queryClient.invalidateQueries({ queryKey: ['private', 'push-devices'] });
    await waitForElementToBeRemoved(warning);
  });

  it('takes the warning away when 電郵 is chosen', async () => {
    answer('push', 0);
    render(<ReminderChannel scheduleId="S1" />);
    await screen.findByTestId('reminder-channel-no-browser');
    server.use(
      bffAnswer('put', '/bff/reminders/channel', {
        items: [{ scheduleId: 'S1', channel: 'email' }],
      }),
    );
    await userEvent.click(screen.getByText('電郵', { exact: true }));
    await waitFor(() => expect(screen.queryByTestId('reminder-channel-no-browser')).toBeNull());
  });
});
