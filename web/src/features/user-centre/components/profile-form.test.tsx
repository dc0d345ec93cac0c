import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { limitsOf, requests } from '@portal/shared/requests';
import { render } from '@test-utils/render';
import { ProfileForm, profileValidators } from './profile-form';

const info: UserInfo = {
  clientid: 'U1',
  username: '陳大文',
  phone: '91234567',
  sex: 'M',
  birthday: '1985-03-02',
  email: 'tai.man@example.com',
  avatar: '',
  address: '九龍彌敦道 1 號',
  createtime: 0,
};

function setup() {
  const onSubmit = vi.fn();
  const uploadAvatar = vi.fn(async () => '/files/avatar/new.png');
  render(
    <ProfileForm info={info} saving={false} onSubmit={onSubmit} uploadAvatar={uploadAvatar} />,
  );
  return { onSubmit, uploadAvatar, user: userEvent.setup() };
}

// Typing through many fields with user-event is slow on a busy machine.
const SLOW = 20_000;

describe('ProfileForm', () => {
  it(
    'shows the phone masked and never in full',
    () => {
      setup();
      expect(screen.getByLabelText('手提電話')).toHaveValue('912*4567');
      expect(screen.queryByDisplayValue('91234567')).toBeNull();
    },
    SLOW,
  );

  it(
    'rejects an empty name, a bad email and a birthday in the future',
    async () => {
      const { onSubmit, user } = setup();
      await user.clear(screen.getByLabelText(/姓名/));
      const email = screen.getByLabelText('電郵地址');
      await user.clear(email);
      await user.type(email, 'not-an-email');
      const birthday = screen.getByLabelText('出生日期');
      await user.clear(birthday);
      await user.type(birthday, dayjs().add(1, 'year').format('YYYY-MM-DD'));
      await user.click(screen.getByRole('button', { name: '儲存' }));
      expect(await screen.findByText('請輸入姓名')).toBeInTheDocument();
      expect(screen.getByText('電郵地址格式不正確')).toBeInTheDocument();
      expect(screen.getByText('出生日期不可遲於今天')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'sends the trimmed changed fields',
    async () => {
      const { onSubmit, user } = setup();
      const name = screen.getByLabelText(/姓名/);
      await user.clear(name);
      await user.type(name, '  陳小文 ');
      await user.click(screen.getByRole('button', { name: '儲存' }));
      expect(onSubmit).toHaveBeenCalledWith({
        username: '陳小文',
        sex: 'M',
        birthday: '1985-03-02',
        email: 'tai.man@example.com',
        address: '九龍彌敦道 1 號',
        avatar: '',
      });
    },
    SLOW,
  );

  it(
    'drops an avatar error once a suitable image is chosen, and tells the page about edits',
    async () => {
      const onEdit = vi.fn();
      const uploadAvatar = vi.fn(async () => '/files/avatar/new.png');
      render(
        <ProfileForm
          info={info}
          saving={false}
          onSubmit={() => {}}
          uploadAvatar={uploadAvatar}
          onEdit={onEdit}
        />,
      );
      // Not through user.upload, which would drop a file the input's accept list refuses.
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
      });
      expect(await screen.findByText(/請選擇 JPG、PNG、WebP 或 GIF 圖片/)).toBeInTheDocument();
      fireEvent.change(input, {
        target: { files: [new File(['x'], 'me.png', { type: 'image/png' })] },
      });
      await waitFor(() => expect(uploadAvatar).toHaveBeenCalledOnce());
      expect(screen.queryByText(/請選擇 JPG、PNG、WebP 或 GIF 圖片/)).toBeNull();
      expect(onEdit).toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'uploads a chosen avatar and sends its URL',
    async () => {
      const { onSubmit, uploadAvatar, user } = setup();
      const input = document.querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
      expect(uploadAvatar).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('button', { name: '儲存' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ avatar: '/files/avatar/new.png' }),
      );
    },
    SLOW,
  );
});

describe('the profile checks take what the API takes', () => {
  it("refuse a name or an address one character past the updateClientInfo call's limit", () => {
    const api = requests.updateClientInfo.body.properties;
    for (const field of ['username', 'address'] as const) {
      const max = limitsOf(api[field]).maxLength!;
      const rules = profileValidators({ locale: 'zh-Hant-HK' });
      expect(rules[field]('李'.repeat(max)), field).toBeNull();
      expect(rules[field]('李'.repeat(max + 1)), field).toBe(
        `${field === 'username' ? '姓名' : '地址'}不可超過 ${max} 個字`,
      );
    }
  });
});
