import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockCalls } from '@test-utils/mock-calls';
import { render } from '@test-utils/render';
import { clearLogin, getSession } from '../../../lib/session/current-session';
import { LoginForm } from './login-form';
import { USERNAME_MAX, calls, type UserInfo } from '@portal/shared';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

/** The parts of a logged-in user the forms read. */
const USER = { clientid: 'U9', username: '李小姐' } as UserInfo;

describe('account forms', () => {
  afterEach(() => {
    clearLogin();
  });

  it('forms that hold a password post it: without scripts it never lands in an address', () => {
    for (const [form, name] of [
      [<LoginForm key="login" onSuccess={() => {}} />, '登入表單'],
      [<RegisterForm key="register" onSuccess={() => {}} />, '註冊表單'],
      [<ResetPasswordForm key="reset" onSuccess={() => {}} />, '重設密碼表單'],
    ] as const) {
      const { unmount } = render(form);
      expect(screen.getByRole('form', { name }).getAttribute('method')).toBe('post');
      unmount();
    }
  });

  it('login explains invalid input in Traditional Chinese and sends nothing', async () => {
    const api = mockCalls({});
    render(<LoginForm onSuccess={() => {}} />);
    fireEvent.change(screen.getByLabelText(/手機號碼/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText(/請輸入 8 位數字的香港手機號碼/)).toBeInTheDocument();
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('login stores the user (never a token) and calls onSuccess', async () => {
    mockCalls({ login: USER });
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);
    fireEvent.change(screen.getByLabelText(/手機號碼/), { target: { value: '91234567' } });
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(getSession()).toMatchObject({ loggedIn: true, clientId: 'U9' });
    expect(JSON.stringify(sessionStorage)).not.toMatch(/token/i);
  });

  it('login accepts a number typed with spaces or autofilled with +852 and sends its 8 digits', async () => {
    const api = mockCalls({ login: USER });
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);
    const phone = screen.getByLabelText(/手機號碼/);
    fireEvent.change(phone, { target: { value: '+852 9123 4567' } });
    expect(phone).toHaveValue('+852 9123 4567');
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.requests('login')[0]!.body).toMatchObject({ phone: '91234567' });
  });

  it('login shows the upstream message when the password is wrong', async () => {
    mockCalls({ login: envelope(400, '手機號碼或密碼不正確') });
    render(<LoginForm onSuccess={() => {}} />);
    fireEvent.change(screen.getByLabelText(/手機號碼/), { target: { value: '91234567' } });
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: 'Wrong1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('手機號碼或密碼不正確')).toBeInTheDocument();
  });

  it("login's failure message goes once the user edits the form, and its field errors as soon as each is valid", async () => {
    mockCalls({ login: envelope(400, '手機號碼或密碼不正確') });
    render(<LoginForm onSuccess={() => {}} />);
    const phone = screen.getByLabelText(/手機號碼/);
    const password = screen.getByLabelText(/^密碼/);
    fireEvent.change(phone, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText(/請輸入 8 位數字的香港手機號碼/)).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '9123 4567' } });
    expect(screen.queryByText(/請輸入 8 位數字的香港手機號碼/)).toBeNull();
    // The password's error is still there: that field has not been fixed.
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'Wrong1234' } });
    expect(screen.queryByText('請輸入密碼')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('手機號碼或密碼不正確');
    fireEvent.change(password, { target: { value: 'Demo1234' } });
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('register: a confirmation error goes once the password above is changed to match', async () => {
    render(<RegisterForm onSuccess={() => {}} />);
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: 'Keys12345' } });
    fireEvent.change(screen.getByLabelText(/確認密碼/), { target: { value: 'Keys1234' } });
    fireEvent.click(screen.getByRole('button', { name: '註冊' }));
    expect(await screen.findByText('兩次輸入的密碼不一致')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: 'Keys1234' } });
    await waitFor(() => expect(screen.queryByText('兩次輸入的密碼不一致')).toBeNull());
  });

  it('register checks the code, password rules, confirmation and consent', async () => {
    render(<RegisterForm onSuccess={() => {}} />);
    fireEvent.change(screen.getByLabelText(/手機號碼/), { target: { value: '91234567' } });
    fireEvent.change(screen.getByLabelText(/短訊驗證碼/), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/確認密碼/), { target: { value: 'other' } });
    fireEvent.click(screen.getByRole('button', { name: '註冊' }));
    expect(await screen.findByText('驗證碼為 6 位數字')).toBeInTheDocument();
    expect(screen.getByText('請輸入姓名')).toBeInTheDocument();
    expect(screen.getByText(/密碼須為 8 至 32 個字元/)).toBeInTheDocument();
    expect(screen.getByText('兩次輸入的密碼不一致')).toBeInTheDocument();
    expect(screen.getByText(/請先閱讀並同意/)).toBeInTheDocument();
    expect(screen.getByTestId('collection-statement')).toHaveTextContent('個人資料（私隱）條例');
  });

  it('register sends a code and counts down before it can be resent', async () => {
    const api = mockCalls({ getVCode: { codeKey: 'K1', resendAfter: 60, expiresIn: 300 } });
    render(<RegisterForm onSuccess={() => {}} />);
    fireEvent.change(screen.getByLabelText(/手機號碼/), { target: { value: '９１２３-４５６７' } });
    fireEvent.click(screen.getByRole('button', { name: '獲取驗證碼' }));
    expect(await screen.findByRole('button', { name: /60 秒後可重發/ })).toBeDisabled();
    const [sent] = api.requests('getVCode');
    expect(sent!.url.pathname).toBe(calls.getVCode.path);
    expect(Object.fromEntries(sent!.query)).toEqual({
      codeType: 'register',
      phoneNumber: '91234567',
    });
  });

  it('register takes a name as long as the API does, and says what it refuses before any code is sent', async () => {
    const api = mockCalls({});
    render(<RegisterForm onSuccess={() => {}} />);
    const name = screen.getByLabelText(/姓名/);
    expect(name).toHaveAttribute('maxLength', String(USERNAME_MAX));
    fireEvent.change(screen.getByLabelText(/手機號碼/), { target: { value: '91234567' } });
    fireEvent.change(name, { target: { value: '陳'.repeat(USERNAME_MAX + 1) } });
    fireEvent.change(screen.getByLabelText(/^密碼/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: '獲取驗證碼' }));
    expect(await screen.findByText(`姓名不可超過 ${USERNAME_MAX} 個字`)).toBeInTheDocument();
    expect(screen.getByText(/密碼須為 8 至 32 個字元/)).toBeInTheDocument();
    expect(api.requests()).toEqual([]);
  });

  it('reset says the same words whether or not the number is registered', async () => {
    const api = mockCalls({
      getVCode: envelope(200, '如此號碼已註冊，驗證碼已發送', {
        codeKey: 'K2',
        resendAfter: 60,
        expiresIn: 300,
      }),
    });
    render(<ResetPasswordForm onSuccess={() => {}} />);
    expect(screen.queryByTestId('reset-code-sent')).toBeNull();
    fireEvent.change(screen.getByLabelText(/手機號碼/), { target: { value: '64000001' } });
    fireEvent.click(screen.getByRole('button', { name: '獲取驗證碼' }));
    expect(await screen.findByTestId('reset-code-sent')).toHaveTextContent(
      '如此號碼已註冊，驗證碼已發送',
    );
    expect(Object.fromEntries(api.requests('getVCode')[0]!.query)).toEqual({
      codeType: 'resetPwd',
      phoneNumber: '64000001',
    });
  });
});
