import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { HttpResponse, http, server } from '@test-utils/msw';
import { render } from '@test-utils/render';
import { removeSaved, toggleSaved } from '../../../lib/saved/saved-actions';
import { getSession, restoreSession, setLoggedIn } from '../../../lib/session/current-session';
import { clearSignOutPending, signOutPending } from '../../../lib/session/sign-out-pending';
import { UserCentreLayout } from './user-centre-layout';

const callApi = vi.hoisted(() => vi.fn(async () => null));
vi.mock('../../../lib/http/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  callApi,
}));

const user: UserInfo = {
  clientid: 'U10001',
  username: '陳大文',
  phone: '91234567',
  sex: 'M',
  birthday: '',
  email: '',
  avatar: '',
  address: '',
  createtime: 0,
};

function setup(route: string) {
  const page = (
    <UserCentreLayout title="療程卡">
      <p>內容</p>
    </UserCentreLayout>
  );
  return render(
    <Routes>
      <Route path="/" element={<p>首頁內容</p>} />
      <Route path="/user/*" element={page} />
    </Routes>,
    { route },
  );
}

describe('UserCentreLayout', () => {
  beforeEach(() => {
    callApi.mockClear();
    // The account's saved list is out of reach here: the menu counts what this device holds.
    server.use(http.all('/bff/saved', () => HttpResponse.error()));
    restoreSession();
    setLoggedIn(user);
  });

  it('offers every personal-centre page and marks the current one', () => {
    setup('/user/card/plan');
    const menu = screen.getByRole('complementary', { name: '個人中心選單' });
    for (const label of [
      '個人資料',
      '修改密碼',
      '我的預約',
      '就診記錄',
      '療程卡',
      '服務卡',
      '我的問答',
      '我的履歷',
      '我的應徵',
      '我的活動',
      '我的收藏',
      '登出',
    ]) {
      expect(within(menu).getByText(label)).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: '療程卡' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: '療程卡' })).toBeInTheDocument();
    expect(screen.getByText('陳大文，你好')).toBeInTheDocument();
  });

  it('links 我的收藏 with the number saved on this device', () => {
    toggleSaved({ kind: 'doctor', id: 'D1001', name: '李卓賢', subtitle: '', image: '' });
    toggleSaved({ kind: 'clinic', id: 'C101', name: '仁心中醫診所', subtitle: '', image: '' });
    try {
      setup('/user/card/plan');
      const menu = screen.getByRole('complementary', { name: '個人中心選單' });
      expect(within(menu).getByRole('link', { name: /我的收藏\s*2/ })).toHaveAttribute(
        'href',
        '/my-saved',
      );
    } finally {
      removeSaved('doctor', 'D1001');
      removeSaved('clinic', 'C101');
    }
  });

  it('counts a visit detail page as 就診記錄', () => {
    setup('/user/booking/record/detail/R20001');
    const menu = screen.getByRole('complementary', { name: '個人中心選單' });
    expect(within(menu).getByRole('link', { name: '就診記錄' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('signs out, goes home and forgets the user', async () => {
    setup('/user/card/plan');
    const menu = screen.getByRole('complementary', { name: '個人中心選單' });
    await userEvent.setup().click(within(menu).getByText('登出'));
    expect(await screen.findByText('首頁內容')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith('signOut', expect.anything());
    await waitFor(() => expect(getSession().loggedIn).toBe(false));
    expect(signOutPending()).toBe(false);
  });

  it('when the sign-out call fails: forgets locally, but keeps the sign-out pending to retry', async () => {
    callApi.mockRejectedValueOnce(new Error('network down'));
    setup('/user/userInfo');
    const menu = screen.getByRole('complementary', { name: '個人中心選單' });
    await userEvent.setup().click(within(menu).getByText('登出'));
    expect(await screen.findByText('首頁內容')).toBeInTheDocument();
    await waitFor(() => expect(getSession().loggedIn).toBe(false));
    expect(signOutPending()).toBe(true);
    clearSignOutPending();
  });
});
