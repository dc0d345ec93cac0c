import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { clearLogin, setLoggedIn } from './current-session';
import { loadSignOutCode } from './sign-out-code';

const loaded = vi.hoisted(() => ({ signOut: 0, banner: 0, offline: false }));

vi.mock('./sign-out', () => {
  loaded.signOut += 1;
  return { signOut: vi.fn(), retryPendingSignOut: vi.fn() };
});
vi.mock('../../components/layout/sign-out-pending-banner', () => {
  if (loaded.offline) throw new Error('offline');
  loaded.banner += 1;
  return { default: () => null };
});

const client = { clientid: 'CL0001', username: '陳大文' } as UserInfo;

// In order: the modules, once loaded, stay loaded.
describe("the sign-out's code, loaded ahead", () => {
  afterEach(() => clearLogin());

  it('is not loaded for a visitor', async () => {
    await loadSignOutCode();
    expect(loaded).toMatchObject({ signOut: 0, banner: 0 });
  });

  it('never rejects when it cannot be loaded', async () => {
    setLoggedIn(client);
    loaded.offline = true;
    await expect(loadSignOutCode()).resolves.toBeUndefined();
    expect(loaded.banner).toBe(0);
  });

  it('is loaded, once, while a client is logged in (the next call after a failure tries again)', async () => {
    setLoggedIn(client);
    loaded.offline = false;
    await Promise.all([loadSignOutCode(), loadSignOutCode()]);
    expect(loaded).toMatchObject({ signOut: 1, banner: 1 });
  });
});
