import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@test-utils/render';
import { ResumeForm, emptyResume, type ResumeCodeTables, type ResumeValues } from './resume-form';

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
    'shows the collection statement and sends a valid resume',
    async () => {
      const { onSubmit, user } = setup(valid);
      expect(screen.getByText('收集個人資料聲明')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '儲存履歷' }));
      expect(onSubmit).toHaveBeenCalledWith(valid);
    },
    SLOW,
  );
});
