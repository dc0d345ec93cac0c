import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts } from '../../../lib/drafts/draft-storage';
import { keepDraftsOnlyFor } from '../../../lib/drafts/drafts';
import {
  ageInMonths,
  childToolValues,
  computeBmi,
  emptyChildToolValues,
  formAgeMonths,
  keptChild,
  readChildDetails,
  saveChildDetails,
  toChildHealthBody,
  validateChildTool,
  type ChildToolValues,
} from './child-form';

const today = new Date(2026, 10, 21);
const v = (patch: Partial<ChildToolValues>): ChildToolValues => ({
  ...emptyChildToolValues,
  ...patch,
});

describe('validateChildTool', () => {
  it('asks for every missing field with the measurement named', () => {
    expect(validateChildTool('height', v({}), today)).toEqual({
      sex: '請選擇性別',
      birthday: '請輸入出生日期',
      value: '請輸入身高',
    });
  });

  it('accepts a 3-year-old with a plausible height', () => {
    const values = v({ sex: 'M', birthday: '2023-11-01', value: 96 });
    expect(validateChildTool('height', values, today)).toEqual({});
  });

  it('rejects a birth date in the future or over 18 years ago', () => {
    expect(
      validateChildTool('height', v({ sex: 'F', birthday: '2027-01-01', value: 90 }), today),
    ).toEqual({ birthday: '出生日期不能遲於今天' });
    expect(
      validateChildTool('height', v({ sex: 'F', birthday: '2000-01-01', value: 150 }), today)
        .birthday,
    ).toBe('此工具適用於 0 至 18 歲的兒童');
  });

  it('checks the age in years and months', () => {
    const base = { sex: 'M' as const, ageMode: 'age' as const, value: 90 };
    expect(validateChildTool('height', v({ ...base }), today).ageYears).toBe(
      '請輸入年齡（歲或月數）',
    );
    // A 6-month-old: months alone, no 歲 needed; 0 歲 6 個月 is the same age.
    expect(validateChildTool('height', v({ ...base, ageMonths: 6 }), today)).toEqual({});
    expect(validateChildTool('height', v({ ...base, ageYears: 0, ageMonths: 6 }), today)).toEqual(
      {},
    );
    expect(formAgeMonths(v({ ...base, ageMonths: 6 }), today)).toBe(6);
    // Months past 11 or below 0 are refused with a message, never taken silently.
    for (const ageMonths of [15, -2, 12])
      expect(validateChildTool('height', v({ ...base, ageYears: 1, ageMonths }), today)).toEqual({
        ageMonths: '月數須為 0 至 11 的整數',
      });
    expect(validateChildTool('height', v({ ...base, ageMonths: 15 }), today).ageMonths).toBe(
      '月數須為 0 至 11 的整數',
    );
    expect(validateChildTool('height', v({ ...base, ageYears: 3.5 }), today).ageYears).toBe(
      '歲數須為 0 至 18 的整數',
    );
    expect(validateChildTool('height', v({ ...base, ageYears: 3, ageMonths: 12 }), today)).toEqual({
      ageMonths: '月數須為 0 至 11 的整數',
    });
    expect(
      validateChildTool('height', v({ ...base, ageYears: 18, ageMonths: 1 }), today).ageYears,
    ).toBe('此工具適用於 0 至 18 歲的兒童');
    expect(validateChildTool('height', v({ ...base, ageYears: 3 }), today)).toEqual({});
  });

  it('names the allowed range of the measurement', () => {
    const values = v({ sex: 'M', birthday: '2023-11-01', value: 300 });
    expect(validateChildTool('height', values, today).value).toBe('身高須介乎 40 至 200 cm');
    expect(validateChildTool('head_circ', v({ ...values, value: 70 }), today).value).toBe(
      '頭圍須介乎 25 至 60 cm',
    );
  });

  it('checks height and weight for BMI, and the BMI they give', () => {
    const base = { sex: 'F' as const, birthday: '2020-01-01' };
    expect(validateChildTool('bmi', v(base), today)).toEqual({
      height: '請輸入身高',
      weight: '請輸入體重',
    });
    expect(validateChildTool('bmi', v({ ...base, height: 110, weight: 19 }), today)).toEqual({});
    expect(validateChildTool('bmi', v({ ...base, height: 60, weight: 40 }), today).weight).toMatch(
      /BMI 為 111.1/,
    );
  });
});

describe('request body', () => {
  it('computes BMI client-side and sends it as the value', () => {
    expect(computeBmi(110, 19)).toBe(15.7);
    const body = toChildHealthBody(
      'bmi',
      v({ sex: 'F', birthday: '2020-01-01', height: 110, weight: 19 }),
      today,
    );
    expect(body).toEqual({
      sex: 'F',
      measuretype: 'bmi',
      value: 15.7,
      height: 110,
      birthday: '2020-01-01',
      measuredate: '2026-11-21',
    });
  });

  it('sends how the length was measured, for the height and BMI tools only', () => {
    const child = {
      sex: 'M' as const,
      ageMode: 'age' as const,
      ageMonths: 10,
      position: 'standing' as const,
    };
    expect(toChildHealthBody('height', v({ ...child, value: 72 }), today).position).toBe(
      'standing',
    );
    expect(toChildHealthBody('bmi', v({ ...child, height: 72, weight: 9 }), today)).toMatchObject({
      position: 'standing',
      height: 72,
    });
    expect(toChildHealthBody('weight', v({ ...child, value: 9 }), today).position).toBeUndefined();
    expect(
      toChildHealthBody('height', v({ ...child, position: '', value: 72 }), today).position,
    ).toBeUndefined();
  });

  it('sends the age in months when the age was typed', () => {
    const body = toChildHealthBody(
      'height',
      v({ sex: 'M', ageMode: 'age', ageYears: 3, ageMonths: 2, value: '96.5' }),
      today,
    );
    expect(body.agemonths).toBe(38);
    expect(body.value).toBe(96.5);
    expect(body.birthday).toBeUndefined();
  });

  it('counts whole months from the birth date', () => {
    expect(ageInMonths('2023-11-21', today)).toBe(36);
    expect(ageInMonths('2023-11-22', today)).toBe(35);
  });
});

describe('numbers typed with a Chinese input method', () => {
  it('reads full-width digits and point as the numbers they are', () => {
    const values = {
      sex: 'M' as const,
      ageMode: 'age' as const,
      birthday: '',
      ageYears: '５',
      ageMonths: '３',
      value: '',
      height: '１１０．５',
      weight: '１８',
      position: '' as const,
    };
    const today = new Date('2026-11-27T12:00:00+08:00');
    expect(validateChildTool('bmi', values, today)).toEqual({});
    expect(toChildHealthBody('bmi', values, today)).toMatchObject({
      value: computeBmi(110.5, 18),
      agemonths: 63,
    });
  });
});

describe('the child kept between the tools', () => {
  const boy = {
    ...emptyChildToolValues,
    sex: 'M' as const,
    ageMode: 'age' as const,
    ageYears: '3',
  };

  it('carries the height and weight just entered into BMI, and back', () => {
    const afterHeight = keptChild('height', { ...boy, value: '96' }, {});
    const afterWeight = keptChild('weight', { ...boy, value: '１４' }, afterHeight);
    expect(childToolValues('bmi', afterWeight)).toMatchObject({
      sex: 'M',
      ageYears: '3',
      height: '96',
      weight: '１４',
    });
    const afterBmi = keptChild('bmi', { ...boy, height: '97', weight: '14.5' }, afterWeight);
    expect(childToolValues('height', afterBmi).value).toBe('97');
    expect(childToolValues('weight', afterBmi).value).toBe('14.5');
    // Head and chest tools keep the child's measurements without showing them.
    const afterHead = keptChild('head_circ', { ...boy, value: '49' }, afterBmi);
    expect(childToolValues('head_circ', afterHead).value).toBeUndefined();
    expect(childToolValues('bmi', afterHead)).toMatchObject({ height: '97', weight: '14.5' });
  });

  it("drops another child's measurements when the sex or age changes", () => {
    const kept = keptChild('bmi', { ...boy, height: '96', weight: '14' }, {});
    const girl = keptChild('weight', { ...boy, sex: 'F', value: '12' }, kept);
    expect(childToolValues('bmi', girl)).toMatchObject({ height: '', weight: '12' });
    const older = keptChild('head_circ', { ...boy, ageYears: '4', value: '50' }, kept);
    expect(childToolValues('bmi', older)).toMatchObject({ height: '', weight: '' });
  });

  afterEach(() => sessionStorage.clear());

  it('is kept for its author only, and gone at sign-out', () => {
    saveChildDetails('height', { ...boy, value: '96' }, 'CL0001');
    expect(readChildDetails('CL0001')).toMatchObject({ sex: 'M', height: '96' });
    expect(readChildDetails('CL0002')).toEqual({});
    expect(readChildDetails('')).toEqual({});
    keepDraftsOnlyFor('CL0002');
    expect(readChildDetails('CL0001')).toEqual({});
    saveChildDetails('weight', { ...boy, value: '14' }, 'CL0002');
    clearAllDrafts();
    expect(readChildDetails('CL0002')).toEqual({});
  });
});
