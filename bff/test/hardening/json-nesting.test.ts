/**
 * JSON bodies nested past the limit are refused before they are parsed; hostile bodies answer 4xx.
 */
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/build';
import { nestsDeeperThan } from '../../src/plugins/app/json-body';
import { calls } from '@portal/shared';

const h = useHarness();

describe('JSON nesting', () => {
  it('5,000-deep JSON is a 400 before it is parsed, and reaches no upstream', async () => {
    for (const [open, close] of [
      ['[', ']'],
      ['{"a":', '}'],
    ] as const) {
      const payload = open.repeat(5000) + '1' + close.repeat(5000);
      const res = await h.inject({
        method: 'POST',
        url: calls.searchDoctor.path,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: '請求內容的層次過多' });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('65 levels are refused, 64 pass, and brackets inside strings do not count', async () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const post = (payload: string) =>
      h.inject({
        method: 'POST',
        url: calls.searchDoctor.path,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await post(`{"a":${nested(64)}}`)).statusCode).toBe(400);
    expect((await post(`{"a":${nested(63)}}`)).statusCode).toBe(200);
    expect((await post(JSON.stringify({ q: '['.repeat(500), r: '\\"[[' }))).statusCode).toBe(200);
    expect(h.stub.received).toHaveLength(2);
  });

  it('the scanner skips escaped quotes inside strings', () => {
    expect(nestsDeeperThan('["\\"[[[[", 1]', 1)).toBe(false);
    expect(nestsDeeperThan('[[1]]', 1)).toBe(true);
  });

  it('hostile bodies answer 4xx, never 5xx', async () => {
    for (const payload of [
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{',
      '"' + 'a'.repeat(10_000),
      ']]]]]]]]',
      '\u0000',
    ]) {
      const res = await h.inject({
        method: 'POST',
        url: calls.searchDoctor.path,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBeLessThan(500);
    }
  });
});
