import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@test-utils/render';
import {
  ResumeForm,
  emptyResume,
  prefillResume,
  type ResumeCodeTables,
  type ResumeValues,
} from './resume-form';

const tables: ResumeCodeTables = {
  qualification: [{ codeid: 'Q1', codedesc: '中醫學士' }],
  workYears: [{ codeid: 'W1', codedesc: '1-3年' }],
  employmentType: [{ codeid: 'E1', codedesc: '全職' }],
  districts: [{ group: '九龍', items: [{ value: '201', label: '油尖旺區' }] }],
};

const valid: ResumeValues = {
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
  isopen: '0',
};

function setup(initial: ResumeValues) {
  const onSubmit = vi.fn();
  render(
    <ResumeForm
      initial={initial}
      tables={tables}
      saving={false}
      onSubmit={onSubmit}
      statement={<p>收集個人資料聲明</p>}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

// Typing through many fields with user-event is slow on a busy machine.
const SLOW = 20_000;

describe('ResumeForm', () => {
  it(
    'asks for the required fields of a new resume',
    async () => {
      const { onSubmit, user } = setup(emptyResume());
      await user.click(screen.getByRole('button', { name: '儲存履歷' }));
      for (const msg of [
        '請輸入姓名',
        '請選擇性別',
        '請輸入出生日期',
        '請輸入聯絡電話',
        '請輸入電郵地址',
        '請選擇學歷',
        '請選擇工作年資',
        '請選擇工作類型',
      ]) {
        expect(await screen.findByText(msg)).toBeInTheDocument();
      }
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'rejects a phone that is not a Hong Kong number and an over-long introduction',
    async () => {
      const { onSubmit, user } = setup({
        ...valid,
        phone: '12345678',
        introduce: 'x'.repeat(1001),
      });
      await user.click(screen.getByRole('button', { name: '儲存履歷' }));
      expect(await screen.findByText('請輸入 8 位香港電話號碼')).toBeInTheDocument();
      expect(screen.getByText('不可超過 1000 個字')).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    'shows the collection statement and sends a valid resume, private unless chosen otherwise',
    async () => {
      const { onSubmit, user } = setup(valid);
      expect(screen.getByText('收集個人資料聲明')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /^不公開/ })).toBeChecked();
      await user.click(screen.getByRole('button', { name: '儲存履歷' }));
      const { isopen: _isopen, ...input } = valid;
      expect(onSubmit).toHaveBeenCalledWith({ input, isopen: 0 });
    },
    SLOW,
  );

  it(
    'sends the open status the client picks',
    async () => {
      const { onSubmit, user } = setup(valid);
      await user.click(screen.getByRole('radio', { name: /^公開/ }));
      await user.click(screen.getByRole('button', { name: '儲存履歷' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isopen: 1 }));
    },
    SLOW,
  );

  it(
    'checks the e-mail by the shared rule and clears the message once it is fixed',
    async () => {
      const { onSubmit, user } = setup({ ...valid, email: 'tai.man@example' });
      await user.click(screen.getByRole('button', { name: '儲存履歷' }));
      expect(await screen.findByText('電郵地址格式不正確')).toBeInTheDocument();
      const email = screen.getByLabelText(/電郵地址/);
      await user.clear(email);
      await user.type(email, 'tai.man@example.com');
      expect(screen.queryByText('電郵地址格式不正確')).not.toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    },
    SLOW,
  );
});

describe('prefillResume', () => {
  const profile = {
    username: '李小華',
    phone: '61234567',
    sex: 'F' as const,
    birthday: '1992-04-18',
    email: 'siuwah@example.hk',
  };

  it('fills a new resume from the profile', () => {
    expect(prefillResume(emptyResume(), profile)).toMatchObject({
      name: '李小華',
      phone: '61234567',
      sex: 'F',
      birthday: '1992-04-18',
      email: 'siuwah@example.hk',
      isopen: '0',
    });
  });

  it('keeps what a saved resume says and fills only its empty fields', () => {
    const saved = { ...valid, email: '', birthday: '' };
    expect(prefillResume(saved, profile)).toEqual({
      ...saved,
      birthday: '1992-04-18',
      email: 'siuwah@example.hk',
    });
  });

  it('leaves out profile values the form cannot show, and copes with a missing profile', () => {
    const odd = { sex: 'X', birthday: '18/04/1992' } as unknown as Parameters<
      typeof prefillResume
    >[1];
    expect(prefillResume(emptyResume(), odd)).toEqual(emptyResume());
    expect(prefillResume(emptyResume(), null)).toEqual(emptyResume());
    expect(prefillResume(emptyResume(), {})).toEqual(emptyResume());
  });
});
