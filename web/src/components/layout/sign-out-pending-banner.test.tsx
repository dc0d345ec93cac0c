import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@test-utils/render';
import SignOutPendingBanner from './sign-out-pending-banner';

const retryPendingSignOut = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('../../lib/session/sign-out', () => ({ retryPendingSignOut }));
vi.mock('../../lib/session/sign-out-pending', () => ({ useSignOutPending: () => true }));

/** Lets the retry's lazy import and its answer settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('the pending sign-out banner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    retryPendingSignOut.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('on reconnecting tries at once, and again a little later while the network is still coming up', async () => {
    retryPendingSignOut.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render(<SignOutPendingBanner />);
    expect(screen.getByTestId('sign-out-pending')).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(retryPendingSignOut).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await settle();
    expect(retryPendingSignOut).toHaveBeenCalledTimes(2);
    // Done: no more tries.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(retryPendingSignOut).toHaveBeenCalledTimes(2);
  });

  it('stops after four tries', async () => {
    retryPendingSignOut.mockResolvedValue(false);
    render(<SignOutPendingBanner />);
    act(() => void window.dispatchEvent(new Event('online')));
    for (let i = 0; i < 6; i++) {
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await settle();
    }
    expect(retryPendingSignOut).toHaveBeenCalledTimes(4);
  });
});
