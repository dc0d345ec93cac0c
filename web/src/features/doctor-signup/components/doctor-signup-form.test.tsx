import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { normalizeRegno, type Area, type OSClientLookup } from '@portal/shared';
import { limitsOf, requests } from '@portal/shared/requests';
import { render } from '@test-utils/render';
import { ApiError } from '../../../lib/http/http';
import { DoctorSignupForm, signupValidators } from './doctor-signup-form';

const regions: Area[] = [{ areaid: '2', parentid: '0', level: 1, areaname: '九龍' }];
const districts: Area[] = [{ areaid: '201', parentid: '2', level: 2, areaname: '油尖旺區' }];

function setup(lookup: OSClientLookup = { exists: false, clientid: '', maskedName: '' }) {
  const onSubmit = vi.fn();
  const lookupPhone = vi.fn(async () => lookup);
  const upload = vi.fn(async (f: File) => ({ url: `/files/doc/${f.name}`, filename: f.name }));
  const sendCode = vi.fn(async () => ({ codeKey: 'Ksignup1', resendAfter: 60 }));
  const verifyCode = vi.fn(async (q: { numcode: string }) => {
    if (q.numcode !== '246810') throw new Error('驗證碼不正確');
  });
  render(
    <DoctorSignupForm
      regions={regions}
      useDistricts={(id) => (id === '2' ? districts : undefined)}
      lookupPhone={lookupPhone}
      sendCode={sendCode}
      verifyCode={verifyCode}
      upload={upload}
      submitting={false}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, lookupPhone, upload, sendCode, verifyCode, user: userEvent.setup() };
}

// Typing through many fields with user-event is slow on a busy machine.
const SLOW = 20_000;

describe('DoctorSignupForm', () => {
  it(
    'asks for the required fields and a document',
    async () => {
      const { onSubmit, user } = setup();
      await user.click(screen.getByRole('button', { name: '提交申請' }));
      for (const msg of [
        '請輸入姓名',
        '請輸入手提電話',
        '請輸入中醫註冊編號',
        '請輸入診所名稱',
        '請選擇地域',
        '請選擇地區',
        '請輸入電郵地址',
        '請上載最少一份證明文件（註冊證明書等）',
      ]) {
        expect(await screen.findByText(msg)).toBeInTheDocument();
      }
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'rejects a malformed registration number and phone',
    async () => {
      const { user } = setup();
      await user.type(screen.getByLabelText(/中醫註冊編號/), '12AB');
      await user.type(screen.getByLabelText(/手提電話/), '1234');
      await user.click(screen.getByRole('button', { name: '提交申請' }));
      expect(await screen.findByText(/註冊編號格式不正確/)).toBeInTheDocument();
      expect(screen.getByText('請輸入 8 位香港手提電話號碼')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'tells an existing client, once the phone is verified, that the application links to their account',
    async () => {
      const { lookupPhone, user } = setup({ exists: true, clientid: 'U1', maskedName: '陳**' });
      await user.type(screen.getByLabelText(/手提電話/), '91234567');
      await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
      // Not before: the portal tells only the phone's proven owner whether it has an account.
      expect(lookupPhone).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText(/短訊驗證碼/), '246810');
      await user.click(screen.getByRole('button', { name: '驗證' }));
      await waitFor(() => expect(lookupPhone).toHaveBeenCalledWith('91234567'));
      expect(await screen.findByTestId('existing-client')).toHaveTextContent('陳**');
    },
    SLOW,
  );

  it(
    'verifies the phone with an SMS code before documents can be uploaded',
    async () => {
      const { sendCode, upload, onSubmit, user } = setup();
      expect(screen.getByRole('button', { name: '上載文件' })).toBeDisabled();
      // No code is sent to an invalid number.
      await user.type(screen.getByLabelText(/手提電話/), '1234');
      await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
      expect(sendCode).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText(/手提電話/));
      await user.type(screen.getByLabelText(/手提電話/), '6123 4567');
      await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
      expect(sendCode).toHaveBeenCalledWith('61234567');
      expect(await screen.findByRole('button', { name: /60 秒後可重發/ })).toBeDisabled();
      await user.type(screen.getByLabelText(/短訊驗證碼/), '111111');
      await user.click(screen.getByRole('button', { name: '驗證' }));
      expect(await screen.findByText('驗證碼不正確')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '上載文件' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: '提交申請' }));
      expect(await screen.findByText('請先驗證手提電話')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(upload).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'drops the code and document messages once they no longer hold',
    async () => {
      const { user } = setup();
      await user.type(screen.getByLabelText(/手提電話/), '61234567');
      await user.click(screen.getByRole('button', { name: '提交申請' }));
      expect(await screen.findByText('請先驗證手提電話')).toBeInTheDocument();
      expect(screen.getByText('請上載最少一份證明文件（註冊證明書等）')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
      const code = screen.getByLabelText(/短訊驗證碼/);
      await user.type(code, '111111');
      await user.click(screen.getByRole('button', { name: '驗證' }));
      expect(await screen.findByText('驗證碼不正確')).toBeInTheDocument();
      // Correcting the code takes the old verdict away before it is checked again.
      await user.clear(code);
      expect(screen.queryByText('驗證碼不正確')).toBeNull();
      await user.type(code, '246810');
      await user.click(screen.getByRole('button', { name: '驗證' }));
      expect(await screen.findByTestId('phone-verified')).toBeInTheDocument();
      expect(screen.queryByText('請先驗證手提電話')).toBeNull();
      const file = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
      await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
      expect(await screen.findByText('cert.pdf')).toBeInTheDocument();
      expect(screen.queryByText('請上載最少一份證明文件（註冊證明書等）')).toBeNull();
    },
    SLOW,
  );

  it(
    'tells the page on every edit, so a failed application message can go',
    async () => {
      const onEdit = vi.fn();
      render(
        <DoctorSignupForm
          regions={regions}
          useDistricts={() => undefined}
          lookupPhone={async () => ({ exists: false, clientid: '', maskedName: '' })}
          sendCode={async () => ({ codeKey: 'K', resendAfter: 60 })}
          verifyCode={async () => {}}
          upload={async (f: File) => ({ url: `/files/doc/${f.name}`, filename: f.name })}
          submitting={false}
          onSubmit={() => {}}
          onEdit={onEdit}
        />,
      );
      await userEvent.setup().type(screen.getByLabelText(/姓名/), '李');
      expect(onEdit).toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'uploads documents and sends a complete application',
    async () => {
      const { onSubmit, upload, verifyCode, user } = setup();
      await user.type(screen.getByLabelText(/姓名/), '李志明');
      await user.type(screen.getByLabelText(/手提電話/), '61234567');
      await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
      await user.type(screen.getByLabelText(/短訊驗證碼/), '246810');
      await user.click(screen.getByRole('button', { name: '驗證' }));
      expect(await screen.findByTestId('phone-verified')).toBeInTheDocument();
      expect(verifyCode).toHaveBeenCalledWith({
        phone: '61234567',
        codeKey: 'Ksignup1',
        numcode: '246810',
      });
      expect(screen.getByLabelText(/手提電話/)).toHaveAttribute('readonly');
      await user.type(screen.getByLabelText(/中醫註冊編號/), 'l01234');
      await user.type(screen.getByLabelText(/電郵地址/), 'lee@example.com');
      await user.type(screen.getByLabelText(/診所名稱/), '仁心中醫診所');
      await user.click(screen.getByLabelText(/診所地域/, { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: '九龍', hidden: true }));
      await user.click(screen.getByLabelText(/診所地區/, { selector: 'input' }));
      await user.click(await screen.findByRole('option', { name: '油尖旺區', hidden: true }));
      const file = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
      await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
      expect(upload).toHaveBeenCalledOnce();
      expect(await screen.findByText('cert.pdf')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '提交申請' }));
      expect(onSubmit).toHaveBeenCalledWith({
        name: '李志明',
        phone: '61234567',
        regno: 'L01234',
        clinicname: '仁心中醫診所',
        arealevel1id: '2',
        arealevel2id: '201',
        specialty: '',
        email: 'lee@example.com',
        documents: ['/files/doc/cert.pdf'],
        note: '',
        codeKey: 'Ksignup1',
        numcode: '246810',
      });
    },
    SLOW,
  );
});

describe('DoctorSignupForm: found early, said where it is seen', () => {
  it(
    'a phone with an application under review is told so at the phone step, before any upload',
    async () => {
      const { verifyCode, upload, user } = setup();
      verifyCode.mockRejectedValueOnce(
        new ApiError(409, '這個手提電話號碼已有中醫師登記申請正在審核'),
      );
      await user.type(screen.getByLabelText(/手提電話/), '91234567');
      await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
      await user.type(screen.getByLabelText(/短訊驗證碼/), '246810');
      await user.click(screen.getByRole('button', { name: '驗證' }));
      const pending = await screen.findByTestId('signup-phone-pending');
      expect(pending).toHaveAttribute('role', 'alert');
      expect(pending).toHaveTextContent('正在審核');
      await waitFor(() => expect(pending).toHaveFocus());
      expect(screen.getByRole('button', { name: '上載文件' })).toBeDisabled();
      expect(upload).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'a wrong code is announced as an alert under the code field',
    async () => {
      const { user } = setup();
      await user.type(screen.getByLabelText(/手提電話/), '91234567');
      await user.click(screen.getByRole('button', { name: '獲取驗證碼' }));
      await user.type(screen.getByLabelText(/短訊驗證碼/), '111111');
      await user.click(screen.getByRole('button', { name: '驗證' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('驗證碼不正確');
    },
    SLOW,
  );

  it('a refused application is shown by the submit button, focused', async () => {
    render(
      <DoctorSignupForm
        regions={regions}
        useDistricts={() => undefined}
        lookupPhone={vi.fn()}
        sendCode={vi.fn()}
        verifyCode={vi.fn()}
        upload={vi.fn()}
        submitting={false}
        onSubmit={vi.fn()}
        error="此電話號碼已有申請正在審核中"
      />,
    );
    const error = screen.getByTestId('signup-error');
    expect(error).toHaveAttribute('role', 'alert');
    // Next to the button just pressed, not a screen above it.
    expect(error.nextElementSibling).toBe(screen.getByRole('button', { name: '提交申請' }));
    await waitFor(() => expect(error).toHaveFocus());
  });

  it('starts with a draft typed before a reload, and says what was not kept', () => {
    render(
      <DoctorSignupForm
        regions={regions}
        useDistricts={() => undefined}
        lookupPhone={vi.fn()}
        sendCode={vi.fn()}
        verifyCode={vi.fn()}
        upload={vi.fn()}
        submitting={false}
        onSubmit={vi.fn()}
        draft={{
          name: '黃醫師',
          phone: '91234567',
          regno: '',
          clinicname: '',
          arealevel1id: '',
          arealevel2id: '',
          specialty: '',
          email: '',
          note: '',
        }}
      />,
    );
    expect(screen.getByLabelText(/姓名/)).toHaveValue('黃醫師');
    expect(screen.getByLabelText(/手提電話/)).toHaveValue('91234567');
    expect(screen.getByTestId('signup-draft-note')).toHaveTextContent('短訊驗證和證明文件不會保留');
  });
});

describe('the sign-up checks take what the API takes', () => {
  const api = requests.doctorClinicSignup.body.properties;
  const doc = (i: number) => ({ url: `/files/doc/${i}.pdf`, filename: `${i}.pdf` });

  it("refuses a name, clinic, specialty or note one character past the API's limit", () => {
    const fields = ['name', 'clinicname', 'specialty', 'note'] as const;
    for (const field of fields) {
      const max = limitsOf(api[field]).maxLength!;
      expect(signupValidators()[field]('醫'.repeat(max)), field).toBeNull();
      expect(signupValidators()[field]('醫'.repeat(max + 1)), field).not.toBeNull();
      expect(signupValidators()[field]('𠝹'.repeat(max)), `${field} (supplementary)`).toBeNull();
    }
  });

  it('refuses more documents than the API takes', () => {
    const max = limitsOf(api.documents).maxItems!;
    expect(signupValidators().documents(Array.from({ length: max }, (_, i) => doc(i)))).toBeNull();
    expect(signupValidators().documents(Array.from({ length: max + 1 }, (_, i) => doc(i)))).toBe(
      `最多上載 ${max} 份文件`,
    );
  });

  it('takes the registration numbers the API takes, as sent (trimmed, upper-cased)', () => {
    const pattern = new RegExp(limitsOf(api.regno).pattern!);
    for (const typed of ['003456', 'L01234', ' l01234 ', '00345', 'L012345', 'M01234', '0034567']) {
      const sent = normalizeRegno(typed);
      expect(signupValidators().regno(typed) === null, typed).toBe(pattern.test(sent));
    }
  });
});
