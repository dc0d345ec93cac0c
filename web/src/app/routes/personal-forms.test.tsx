/**
 * The personal centre's forms with personal fields (change password, profile, resume) are served
 * as a bare shell and exist only once the app runs, so the served-HTML checks never see them:
 * here each page is rendered as the reader finds it (the profile and resume forms after 編輯),
 * and each form must post, and keep its submit to itself: the browser never navigates with the
 * fields in the page's address, and the fields go to the BFF in the call the catalogue names.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Resume, UserInfo } from '@portal/shared';
import { mockCalls } from '@test-utils/mock-calls';
import { HttpResponse, http, server } from '@test-utils/msw';
import { render } from '@test-utils/render';
import { clearAllDrafts } from '../../lib/drafts/draft-storage';
import { clearLogin, restoreSession, setLoggedIn } from '../../lib/session/current-session';
import ResumePage from './resume';
import UpdatePasswordPage from './update-password';
import UserInfoPage from './user-info';

const USER: UserInfo = {
  clientid: 'U10001',
  username: '陳大文',
  phone: '91234567',
  sex: 'M',
  birthday: '1985-03-02',
  email: 'tai.man@example.com',
  avatar: '',
  address: '九龍彌敦道 1 號',
  createtime: 0,
};

const RESUME: Resume = {
  resumeid: 'R1',
  clientid: 'U10001',
  name: '陳大文',
  sex: 'M',
  birthday: '1985-03-02',
  phone: '91234567',
  email: 'tai.man@example.com',
  qualificationid: 'Q1',
  workyearsid: 'W1',
  employmenttypeid: 'E1',
  arealevel2id: '201',
  education: '香港浸會大學中醫學士',
  workexperience: '',
  introduce: '',
  isopen: 0,
};

/** The address the app is at, as the router sees it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function open(path: string, page: React.ReactElement) {
  // The personal centre's menu asks for the account's saved items: out of reach here. The
  // profile page's 電郵提醒 reads the reminder address: none, and e-mail not offered.
  server.use(
    http.all('/bff/saved', () => HttpResponse.error()),
    http.get('/bff/reminder-email', () =>
      HttpResponse.json({
        code: 200,
        msg: 'success',
        data: { email: '', verified: false, available: false },
      }),
    ),
  );
  return render(
    <>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
      <Address />
    </>,
    { route: path },
  );
}

/** The form around a submit button, checked to post. */
function postingFormOf(submit: HTMLElement): HTMLFormElement {
  const form = submit.closest('form');
  expect(form).not.toBeNull();
  expect(form!.getAttribute('method')).toBe('post');
  return form!;
}

/**
 * Submits the form as a browser would and says whether the browser's own submission (a
 * navigation carrying the fields) went ahead: it must not, the app sends the form itself.
 */
function browserSubmitted(form: HTMLFormElement): boolean {
  return fireEvent.submit(form);
}

// Typing through many fields with user-event, and the pages' first load, are slow on a busy machine.
const SLOW = 30_000;

describe('personal forms after the app has started', () => {
  beforeEach(() => {
    restoreSession();
    setLoggedIn(USER);
  });
  afterEach(() => {
    clearLogin();
    clearAllDrafts();
  });

  it(
    '修改密碼 posts, and the passwords go only to the BFF, never into the address',
    async () => {
      const api = mockCalls({ updatePwd: null });
      const user = userEvent.setup();
      open('/user/updatePassword', <UpdatePasswordPage />);
      const form = postingFormOf(await screen.findByRole('button', { name: '更新密碼' }));
      await user.type(screen.getByLabelText(/現有密碼/), 'Demo1234');
      await user.type(screen.getByLabelText(/^新密碼/), 'NewPass99');
      await user.type(screen.getByLabelText(/確認新密碼/), 'NewPass99');
      expect(browserSubmitted(form)).toBe(false);
      await waitFor(() => expect(api.requests('updatePwd')).toHaveLength(1));
      expect(api.requests('updatePwd')[0]!.method).toBe('POST');
      expect(await screen.findByText(/密碼已更新/)).toBeInTheDocument();
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/user\/updatePassword$/);
    },
    SLOW,
  );

  it(
    '個人資料 after 編輯資料 posts, and the profile goes in the body of the BFF call',
    async () => {
      const api = mockCalls({
        getClientById: USER,
        updateClientInfo: ({ body }) => ({ ...USER, ...(body as Partial<UserInfo>) }),
      });
      const user = userEvent.setup();
      open('/user/userInfo', <UserInfoPage />);
      await user.click(await screen.findByRole('button', { name: '編輯資料' }));
      const form = postingFormOf(screen.getByRole('button', { name: '儲存' }));
      await user.clear(screen.getByLabelText(/姓名/));
      await user.type(screen.getByLabelText(/姓名/), '陳小文');
      expect(browserSubmitted(form)).toBe(false);
      await waitFor(() => expect(api.requests('updateClientInfo')).toHaveLength(1));
      const sent = api.requests('updateClientInfo')[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.body).toMatchObject({ username: '陳小文', email: USER.email });
      expect([...sent.query.keys()]).toEqual([]);
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/user\/userInfo$/);
    },
    SLOW,
  );

  it(
    '我的履歷 after 編輯 posts, and the resume goes in the body of the BFF call',
    async () => {
      const api = mockCalls({
        getClientResume: RESUME,
        getClientById: USER,
        getQualification: [{ codeid: 'Q1', codedesc: '中醫學士' }],
        getWorkYears: [{ codeid: 'W1', codedesc: '1-3年' }],
        getEmploymentType: [{ codeid: 'E1', codedesc: '全職' }],
        getAreaByParentId: (req) =>
          req.query.get('parentId') === '0'
            ? [{ areaid: '2', areaname: '九龍' }]
            : [{ areaid: '201', areaname: '油尖旺區' }],
        resumeModify: ({ body }) => ({ ...RESUME, ...(body as Partial<Resume>) }),
      });
      const user = userEvent.setup();
      open('/user/resume', <ResumePage />);
      await user.click(await screen.findByRole('button', { name: '編輯' }));
      const form = postingFormOf(await screen.findByRole('button', { name: '儲存履歷' }));
      await user.type(screen.getByLabelText(/工作經驗/), '在診所實習兩年');
      expect(browserSubmitted(form)).toBe(false);
      await waitFor(() => expect(api.requests('resumeModify')).toHaveLength(1));
      const sent = api.requests('resumeModify')[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.body).toMatchObject({
        resumeid: 'R1',
        phone: '91234567',
        workexperience: '在診所實習兩年',
      });
      expect([...sent.query.keys()]).toEqual([]);
      expect(screen.getByTestId('address')).toHaveTextContent(/^\/user\/resume$/);
    },
    SLOW,
  );
});
