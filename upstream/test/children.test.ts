import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChildHealthResult } from '@portal/shared';
import { harness, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(async () => {
  await h.close();
});

describe('calcChildHealth', () => {
  it('computes from the birth date and measurement date', async () => {
    const r = await h.call<ChildHealthResult>('calcChildHealth', {
      body: {
        sex: 'M',
        birthday: '2020-01-15',
        measuredate: '2023-01-15',
        measuretype: 'height',
        value: 96.1,
      },
    });
    expect(r.code).toBe(200);
    expect(r.data.agemonths).toBeCloseTo(36, 0);
    expect(r.data.hasreference).toBe(true);
    expect(Math.abs(r.data.zscore!)).toBeLessThan(0.1);
    expect(r.data.centiles.length).toBeGreaterThan(50);
  });

  it("states the measuring position and applies WHO's 0.7 cm when the child was measured the other way", async () => {
    const r = await h.call<ChildHealthResult>('calcChildHealth', {
      body: {
        sex: 'M',
        agemonths: 30,
        measuretype: 'bmi',
        value: 16.3,
        position: 'lying',
        height: 92.6,
      },
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ position: 'standing', adjustment: -0.7 });
    expect(r.data.bandtext).toContain('減 0.7 厘米');
    expect(r.data.category).toBeTruthy();
    expect(r.data.categorysource).toContain('世界衞生組織');
  });

  it('answers hasreference false for chest circumference', async () => {
    const r = await h.call<ChildHealthResult>('calcChildHealth', {
      body: { sex: 'F', agemonths: 24, measuretype: 'chest_circ', value: 48 },
    });
    expect(r.code).toBe(200);
    expect(r.data.hasreference).toBe(false);
  });

  it('refuses bad input with clear messages', async () => {
    const cases: Record<string, unknown>[] = [
      { sex: 'X', agemonths: 24, measuretype: 'height', value: 80 },
      { sex: 'M', agemonths: 24, measuretype: 'height', value: 500 },
      { sex: 'M', agemonths: 300, measuretype: 'height', value: 80 },
      { sex: 'M', measuretype: 'height', value: 80 },
      { sex: 'M', birthday: '2020-02-30', measuretype: 'height', value: 80 },
      { sex: 'M', birthday: '2099-01-01', measuretype: 'height', value: 80 },
      { sex: 'M', agemonths: 24, measuretype: 'waist', value: 80 },
      { sex: 'M', agemonths: 24, measuretype: 'height', value: 'tall' },
      { sex: 'M', agemonths: 24, measuretype: 'height', value: 80, position: 'sitting' },
      // a BMI cannot be adjusted for the measuring position without the height it came from
      { sex: 'M', agemonths: 30, measuretype: 'bmi', value: 16, position: 'lying' },
    ];
    for (const body of cases) {
      const r = await h.call('calcChildHealth', { body });
      expect(r.code, JSON.stringify(body)).toBe(400);
      expect(r.msg.length).toBeGreaterThan(2);
    }
  });
});
