import { describe, expect, it } from 'vitest';
import { BOOKING_NOTE_MAX } from './booking';
import {
  FAMILY_MSG,
  MEASUREMENT_MSG,
  checkFamilyMember,
  checkMeasurement,
  formatPatientLine,
  formatPatientNote,
  parsePatientNote,
  typedNoteRoom,
} from './family';

const TODAY = '2026-12-06';
const good = { name: '陳小明', relation: '子女', birthDate: '2018-05-01', sex: 'M', phone: '' };

const EN = { locale: 'en' } as const;

describe('checkFamilyMember', () => {
  it('accepts a member, trims the name and defaults the phone', () => {
    const { phone: _phone, ...noPhone } = good;
    expect(checkFamilyMember({ ...noPhone, name: ' 陳小明 ' }, TODAY)).toEqual({
      value: { ...good, phone: '' },
    });
    expect(checkFamilyMember({ ...good, phone: '23456789' }, TODAY)).toEqual({
      value: { ...good, phone: '23456789' },
    });
    expect(checkFamilyMember({ ...good, birthDate: TODAY }, TODAY)).toHaveProperty('value');
    expect(checkFamilyMember({ ...good, name: '一'.repeat(20) }, TODAY)).toHaveProperty('value');
  });

  it.each([
    [null, FAMILY_MSG.notObject()],
    [[good], FAMILY_MSG.notObject()],
    [{ ...good, clientId: 'X' }, FAMILY_MSG.extra()],
    [{ ...good, name: '' }, FAMILY_MSG.name()],
    [{ ...good, name: '   ' }, FAMILY_MSG.name()],
    [{ ...good, name: '一'.repeat(21) }, FAMILY_MSG.name()],
    [{ ...good, name: 42 }, FAMILY_MSG.name()],
    [{ ...good, name: '陳（小）明' }, FAMILY_MSG.nameChars()],
    [{ ...good, name: '陳\n小明' }, FAMILY_MSG.nameChars()],
    [{ ...good, relation: '朋友' }, FAMILY_MSG.relation()],
    [{ ...good, birthDate: '2018-02-30' }, FAMILY_MSG.birthDate()],
    [{ ...good, birthDate: '2027-01-01' }, FAMILY_MSG.birthDate()],
    [{ ...good, birthDate: '1899-12-31' }, FAMILY_MSG.birthDate()],
    [{ ...good, birthDate: '2018-5-1' }, FAMILY_MSG.birthDate()],
    [{ ...good, sex: 'X' }, FAMILY_MSG.sex()],
    [{ ...good, phone: '1234567' }, FAMILY_MSG.phone()],
    [{ ...good, phone: 91234567 }, FAMILY_MSG.phone()],
    [{ ...good, phone: '12345678' }, FAMILY_MSG.phone()],
  ])('refuses %j', (body, msg) => {
    expect(checkFamilyMember(body, TODAY)).toEqual({ error: msg });
  });
});

describe('the patient line of a booking note', () => {
  const patient = { name: '陳小明', relation: '子女', birthDate: '2018-05-01' };

  it('is exactly the documented line, then a newline and the typed note', () => {
    expect(formatPatientLine(patient)).toBe('就診人：陳小明（子女，2018-05-01）');
    expect(formatPatientNote(patient, '初診')).toBe('就診人：陳小明（子女，2018-05-01）\n初診');
    expect(formatPatientNote(null, '初診')).toBe('初診');
  });

  it('reads back what it wrote', () => {
    expect(parsePatientNote(formatPatientNote(patient, '咳嗽\n兩星期'))).toEqual({
      patient,
      note: '咳嗽\n兩星期',
    });
    expect(parsePatientNote(formatPatientNote(patient, ''))).toEqual({ patient, note: '' });
  });

  it.each([
    '就診人：陳小明（子女，2018-05-01）',
    '就診人:陳小明(子女,2018-05-01)',
    '  就診人 ： 陳小明 （ 子女 ， 2018-5-1 ） ',
    '就診人：陳小明（子女，2018/05/01）',
  ])('is read liberally: %j', (line) => {
    expect(parsePatientNote(`${line}\r\n初診`)).toEqual({ patient, note: '初診' });
  });

  it('leaves a note without the line as it is', () => {
    for (const note of ['', '初診', '就診人：陳小明', '我想問就診人：陳小明（子女，2018-05-01）']) {
      expect(parsePatientNote(note)).toEqual({ patient: null, note });
    }
    expect(parsePatientNote(undefined)).toEqual({ patient: null, note: '' });
  });

  it('leaves room for the line within the note limit', () => {
    expect(typedNoteRoom(null)).toBe(BOOKING_NOTE_MAX);
    const room = typedNoteRoom(patient);
    expect(formatPatientNote(patient, 'x'.repeat(room))).toHaveLength(BOOKING_NOTE_MAX);
  });
});

describe('checkMeasurement', () => {
  const BIRTH = '2018-05-01';
  it('accepts measures in range with their decimals, absent ones as null', () => {
    expect(
      checkMeasurement({ date: '2020-05-01', heightCm: 87.5, weightKg: 12.35 }, BIRTH, TODAY),
    ).toEqual({
      value: { date: '2020-05-01', heightCm: 87.5, weightKg: 12.35, headCm: null, chestCm: null },
    });
  });
  it.each([
    [{ date: '2018-04-30', heightCm: 50 }, MEASUREMENT_MSG.date()],
    [{ date: '2027-01-01', heightCm: 50 }, MEASUREMENT_MSG.date()],
    [{ date: '2020-02-30', heightCm: 50 }, MEASUREMENT_MSG.date()],
    [{ date: '2020-05-01' }, MEASUREMENT_MSG.none()],
    [{ date: '2020-05-01', heightCm: 87.55 }, MEASUREMENT_MSG.field('heightCm')],
    [{ date: '2020-05-01', heightCm: '87' }, MEASUREMENT_MSG.field('heightCm')],
    [{ date: '2020-05-01', weightKg: 0.5 }, MEASUREMENT_MSG.field('weightKg')],
    [{ date: '2020-05-01', headCm: 61 }, MEASUREMENT_MSG.field('headCm')],
    [{ date: '2020-05-01', chestCm: Number.NaN }, MEASUREMENT_MSG.field('chestCm')],
    [{ date: '2020-05-01', heightCm: 80, bmi: 15 }, MEASUREMENT_MSG.extra()],
  ])('refuses %j', (body, msg) => {
    expect(checkMeasurement(body, BIRTH, TODAY)).toEqual({ error: msg });
  });
  it('refuses a measurement after the 18th birthday', () => {
    expect(checkMeasurement({ date: '2026-05-02', heightCm: 170 }, '2008-05-01', TODAY)).toEqual({
      error: MEASUREMENT_MSG.tooOld(),
    });
  });
});

describe('the messages, in the locale asked for', () => {
  it('says what is wrong with a member in Traditional Chinese by default, and in English', () => {
    expect(checkFamilyMember({ ...good, name: '' }, TODAY)).toEqual({
      error: '請輸入姓名（最多 20 字）',
    });
    expect(checkFamilyMember({ ...good, name: '' }, TODAY, EN)).toEqual({
      error: 'Please enter a name (up to 20 characters).',
    });
    expect(checkFamilyMember({ ...good, sex: 'X' }, TODAY, EN)).toEqual({
      error: 'Please choose the sex.',
    });
    expect(FAMILY_MSG.full()).toBe('家庭成員已滿（最多 10 位），請先移除部分成員');
    expect(FAMILY_MSG.full(EN)).toBe(
      'You already have the most family members you can keep (10). Please remove one first.',
    );
    expect(FAMILY_MSG.badId({ locale: 'zh-Hans' })).toBe('家庭成员编号无效');
  });

  it('names the measure, its range and its decimals in each locale', () => {
    const body = { date: '2020-05-01', heightCm: 87.55 };
    expect(checkMeasurement(body, '2018-05-01', TODAY)).toEqual({
      error: '身高須介乎 40 至 200 cm，最多 1 位小數',
    });
    expect(checkMeasurement(body, '2018-05-01', TODAY, EN)).toEqual({
      error: 'Height must be between 40 and 200 cm, with at most 1 decimal place',
    });
    expect(MEASUREMENT_MSG.field('weightKg', EN)).toBe(
      'Weight must be between 1 and 150 kg, with at most 2 decimal places',
    );
    expect(checkMeasurement({ date: '2020-05-01' }, '2018-05-01', TODAY, EN)).toEqual({
      error: 'Please enter at least one measurement.',
    });
  });
});
