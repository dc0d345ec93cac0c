import { describe, expect, it } from 'vitest';
import type { ChildHealthResult, GrowthMeasurement } from '@portal/shared';
import {
  ageMonthsOn,
  ageWords,
  calendarMonths,
  assessedValue,
  growthCsv,
  linesCrossed,
  measurementFromTool,
  recordBody,
  recordRows,
  scoreWords,
  trendOf,
  type RecordRow,
} from './growth-records';

const member = { sex: 'F' as const, birthDate: '2022-01-15' };

function row(date: string, height?: [number, number, number]): RecordRow {
  return {
    id: date,
    date,
    ageMonths: ageMonthsOn(member.birthDate, date),
    months: calendarMonths(member.birthDate, date),
    values: height
      ? {
          heightCm: {
            value: height[0],
            zscore: height[1],
            percentile: height[2],
            implausible: false,
          },
        }
      : {},
  };
}

describe('trendOf', () => {
  it('says the growth follows its curve when fewer than two major lines are crossed', () => {
    const t = trendOf('heightCm', [
      row('2023-01-15', [75, 0.1, 54]),
      row('2024-01-15', [86, 1.2, 88.5]),
    ]);
    expect(t.kind).toBe('steady');
    expect(t.text).toContain('大致沿着自己的成長曲線');
    expect(t.text).toContain('由第 54 百分位至第 89 百分位');
  });

  it('says so and advises a doctor when two major lines are crossed', () => {
    const t = trendOf('heightCm', [
      row('2023-01-15', [77, 1.2, 88]),
      row('2023-07-15', [80, 0.2, 58]),
      row('2024-01-15', [82, -0.6, 27]),
    ]);
    expect(t.kind).toBe('crossed');
    expect(t.text).toBe(
      '身高由第 88 百分位下降至第 27 百分位，跨越了兩條或以上的主要百分位線。這可能只是量度誤差，但建議你帶孩子諮詢醫生，看看成長是否正常。',
    );
    expect(
      trendOf('heightCm', [row('2023-01-15', [70, -2, 2]), row('2024-01-15', [88, 0.1, 54])]).text,
    ).toContain('上升');
  });

  it('compares the first and last measurement only', () => {
    // Down across two lines and back: the child is on the curve they started on.
    const t = trendOf('heightCm', [
      row('2023-01-15', [75, 0.1, 54]),
      row('2023-07-15', [78, -1.5, 7]),
      row('2024-01-15', [86, 0.2, 58]),
    ]);
    expect(t.kind).toBe('steady');
  });

  it('asks for more measurements when there is one, and says when none or no reference', () => {
    expect(trendOf('heightCm', [row('2023-01-15', [75, 0.1, 54])])).toMatchObject({
      kind: 'single',
      text: '身高只有一次可比較的量度（第 54 百分位）。多記錄幾次，便可看到成長的趨勢。',
    });
    expect(trendOf('weightKg', [row('2023-01-15', [75, 0.1, 54])]).kind).toBe('none');
    const chest: RecordRow = {
      ...row('2023-01-15'),
      values: { chestCm: { value: 50, zscore: null, percentile: null, implausible: false } },
    };
    expect(trendOf('chestCm', [chest]).text).toBe(
      '胸圍沒有世界衞生組織的參考標準，記錄只供日後比較。',
    );
  });

  it('leaves implausible values out of the trend', () => {
    const slip = assessedValue(40, {
      hasreference: true,
      zscore: -7.5,
      percentile: 0,
    } as ChildHealthResult);
    expect(slip).toMatchObject({ implausible: true, percentile: null });
    expect(scoreWords(slip)).toBe('請核對數值');
    const rows = [
      row('2023-01-15', [75, 0.1, 54]),
      { ...row('2024-01-15'), values: { heightCm: slip } },
    ];
    expect(trendOf('heightCm', rows).kind).toBe('single');
  });
});

describe('linesCrossed', () => {
  it('counts the major lines strictly between two percentiles', () => {
    expect(linesCrossed(54, 89)).toBe(1);
    expect(linesCrossed(88, 27)).toBe(2);
    expect(linesCrossed(2, 98)).toBe(5);
    expect(linesCrossed(50, 50)).toBe(0);
  });
});

describe('growthCsv', () => {
  it('has a BOM, a header row and a row per measurement, CRLF-ended', () => {
    const rows: RecordRow[] = [
      {
        ...row('2023-01-15'),
        values: {
          heightCm: { value: 75.2, zscore: 0.1, percentile: 54, implausible: false },
          weightKg: { value: 9.35, zscore: -0.25, percentile: 40.1, implausible: false },
          chestCm: { value: 46, zscore: null, percentile: null, implausible: false },
        },
      },
      row('2024-01-15', [86, 1.2, 88.5]),
    ];
    const csv = growthCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      '日期,月齡,身高（cm）,身高 Z 分數,身高百分位,體重（kg）,體重 Z 分數,體重百分位,頭圍（cm）,頭圍 Z 分數,頭圍百分位,胸圍（cm）,胸圍 Z 分數,胸圍百分位',
      '2023-01-15,12,75.2,0.10,54,9.35,-0.25,40.1,,,,46,,',
      '2024-01-15,24,86,1.20,88.5,,,,,,,,,',
      '',
    ]);
  });
});

describe('recordRows', () => {
  it('sorts oldest first and reads each measure from its answer', () => {
    const items: GrowthMeasurement[] = [
      { id: 'b', date: '2024-01-15', heightCm: 86, weightKg: null, headCm: null, chestCm: null },
      { id: 'a', date: '2023-01-15', heightCm: 75, weightKg: 9.5, headCm: null, chestCm: null },
    ];
    const rows = recordRows(member, items, (m, field) =>
      field === 'heightCm'
        ? ({
            hasreference: true,
            zscore: m.id === 'a' ? 0.5 : 0.7,
            percentile: 69.1,
          } as ChildHealthResult)
        : undefined,
    );
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(rows[0]!.values.heightCm).toEqual({
      value: 75,
      zscore: 0.5,
      percentile: 69.1,
      implausible: false,
    });
    // Not answered (yet): the value without a score.
    expect(rows[0]!.values.weightKg).toEqual({
      value: 9.5,
      zscore: null,
      percentile: null,
      implausible: false,
    });
    expect(rows[0]!.values.headCm).toBeUndefined();
    expect(scoreWords(rows[1]!.values.heightCm!)).toBe('Z 0.70・第 69 百分位');
  });

  it('asks calcChildHealth as the tool does for the child, on the day measured', () => {
    expect(recordBody(member, '2024-01-15', 'height', 86)).toEqual({
      sex: 'F',
      measuretype: 'height',
      value: 86,
      measuredate: '2024-01-15',
      birthday: '2022-01-15',
    });
    expect(ageMonthsOn('2022-01-15', '2024-01-15')).toBe(23.98);
    expect(calendarMonths('2022-01-15', '2024-01-15')).toBe(24);
    expect(calendarMonths('2022-01-15', '2024-01-14')).toBe(23);
    expect(calendarMonths('2020-02-29', '2021-02-28')).toBe(11);
    expect([ageWords(8), ageWords(24), ageWords(27)]).toEqual(['8 個月', '2 歲', '2 歲 3 個月']);
  });
});

describe('measurementFromTool', () => {
  const body = { sex: 'F' as const, measuredate: '2024-01-15', birthday: '2022-01-15' };
  it('keeps the tool’s own measure, to the decimals the records keep', () => {
    expect(
      measurementFromTool(
        'height',
        { ...body, measuretype: 'height', value: 86.04 },
        { weight: '' },
        '2024-01-15',
      ),
    ).toEqual({ date: '2024-01-15', heightCm: 86, weightKg: null, headCm: null, chestCm: null });
    expect(
      measurementFromTool(
        'head_circ',
        { ...body, measuretype: 'head_circ', value: 47.25 },
        { weight: '' },
        '2024-01-15',
      ),
    ).toMatchObject({ headCm: 47.3, heightCm: null });
  });

  it('keeps the height and weight a BMI came from (full-width digits as typed)', () => {
    expect(
      measurementFromTool(
        'bmi',
        { ...body, measuretype: 'bmi', value: 16.2, height: 86.5 },
        { weight: '１２．１２５' },
        '2024-01-10',
      ),
    ).toEqual({ date: '2024-01-10', heightCm: 86.5, weightKg: 12.13, headCm: null, chestCm: null });
  });
});
