import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { render } from '@test-utils/render';
import { restoreSession, setLoggedIn } from '../../lib/session/current-session';
import WriteNewsPage from './write-news';

const callApi = vi.hoisted(() =>
  vi.fn(async (name: string, opts?: { body?: unknown }) => {
    if (name === 'getNewsCategory') return [{ codeid: 'NC01', codedesc: '養生保健' }];
    if (name === 'addNews') return { newsid: 'N9001', ...(opts?.body as object) };
    return null;
  }),
);
vi.mock('../../lib/http/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  callApi,
}));

const client: UserInfo = { clientid: 'U10001', username: '陳大文', role: 'client' };
const doctor: UserInfo = {
  clientid: 'U10003',
  username: '黃醫師',
  role: 'doctor',
  doctorid: 'D1001',
};

function setup() {
  return render(
    <Routes>
      <Route path="/user/news/write" element={<WriteNewsPage />} />
      <Route path="/news/detail/:newsId" element={<p>文章頁</p>} />
    </Routes>,
    { route: '/user/news/write' },
  );
}

describe('the doctor’s write-an-article page', () => {
  beforeEach(() => {
    callApi.mockClear();
    restoreSession();
  });

  it('kindly refuses a client who is not a doctor, and offers the sign-up', async () => {
    setLoggedIn(client);
    setup();
    expect(await screen.findByText('只有醫師可以撰寫健康資訊')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '申請登記' })).toHaveAttribute('href', '/os/register');
    expect(screen.queryByRole('form', { name: '撰寫健康資訊' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /撰寫健康資訊/ })).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith('addNews', expect.anything());
  });

  it('lets a doctor publish an article and opens it', async () => {
    setLoggedIn(doctor);
    const user = userEvent.setup();
    setup();
    const form = await screen.findByRole('form', { name: '撰寫健康資訊' });
    expect(screen.getAllByRole('link', { name: /撰寫健康資訊/ }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '發表文章' }));
    expect(await screen.findByText('請輸入文章標題')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith('addNews', expect.anything());

    await user.type(screen.getByLabelText(/文章標題/, { selector: 'input' }), '冬季進補小貼士');
    await user.click(screen.getByLabelText(/分類/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '養生保健', hidden: true }));
    await user.type(screen.getByLabelText(/簡介/, { selector: 'textarea' }), '冬天進補要因人而異');
    await user.type(
      screen.getByLabelText(/內容/, { selector: 'textarea' }),
      '先看體質，再選湯水。',
    );
    await user.click(screen.getByRole('button', { name: '發表文章' }));
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith('addNews', {
        body: {
          title: '冬季進補小貼士',
          category: 'NC01',
          introduce: '冬天進補要因人而異',
          tag: '',
          content: '先看體質，再選湯水。',
        },
      }),
    );
    expect(await screen.findByText('文章頁')).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
  }, 20_000);
});
