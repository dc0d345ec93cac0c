import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@test-utils/render';
import { PasswordForm } from './password-form';

async function fill(oldPwd: string, newPwd: string, confirm: string) {
  const onSubmit = vi.fn(async () => undefined);
  const user = userEvent.setup();
  render(<PasswordForm saving={false} onSubmit={onSubmit} />);
  if (oldPwd) await user.type(screen.getByLabelText(/現有密碼/), oldPwd);
  if (newPwd) await user.type(screen.getByLabelText(/^新密碼/), newPwd);
  if (confirm) await user.type(screen.getByLabelText(/確認新密碼/), confirm);
  await user.click(screen.getByRole('button', { name: '更新密碼' }));
  return onSubmit;
}

// Typing through many fields with user-event is slow on a busy machine.
const SLOW = 20_000;

describe('PasswordForm', () => {
  it(
    'asks for every field',
    async () => {
      const onSubmit = await fill('', '', '');
      expect(await screen.findByText('請輸入現有密碼')).toBeInTheDocument();
      expect(screen.getByText('請輸入新密碼')).toBeInTheDocument();
      expect(screen.getByText('請再次輸入新密碼')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'rejects a weak new password',
    async () => {
      const onSubmit = await fill('Demo1234', 'abcdefgh', 'abcdefgh');
      expect(await screen.findByText(/須為 8 至 32 個字元/)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'rejects a confirmation that does not match',
    async () => {
      const onSubmit = await fill('Demo1234', 'NewPass99', 'NewPass98');
      expect(await screen.findByText('兩次輸入的新密碼不一致')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'drops the mismatch message once the new password is changed to match',
    async () => {
      await fill('Demo1234', 'NewPass99', 'NewPass98');
      expect(await screen.findByText('兩次輸入的新密碼不一致')).toBeInTheDocument();
      const user = userEvent.setup();
      const newPwd = screen.getByLabelText(/^新密碼/);
      await user.clear(newPwd);
      await user.type(newPwd, 'NewPass98');
      expect(screen.queryByText('兩次輸入的新密碼不一致')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'rejects a new password equal to the old one',
    async () => {
      const onSubmit = await fill('Demo1234', 'Demo1234', 'Demo1234');
      expect(await screen.findByText('新密碼不可與現有密碼相同')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'sends the old and new password when valid',
    async () => {
      const onSubmit = await fill('Demo1234', 'NewPass99', 'NewPass99');
      expect(onSubmit).toHaveBeenCalledWith({ oldPwd: 'Demo1234', newPwd: 'NewPass99' });
    },
    SLOW,
  );
});
