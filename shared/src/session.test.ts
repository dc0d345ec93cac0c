import { describe, expect, it } from 'vitest';
import { mergeState } from './session';

describe('mergeState', () => {
  it('replaces arrays instead of concatenating them', () => {
    const base = { userInfo: '', homeNews: [{ newsid: 'N1' }, { newsid: 'N2' }] };
    const next = mergeState(base, { homeNews: [{ newsid: 'N3' }] });
    expect(next).toEqual({ userInfo: '', homeNews: [{ newsid: 'N3' }] });
  });
  it('merges nested objects and keeps untouched keys', () => {
    const next = mergeState({ a: { x: 1, y: 2 }, b: 1 }, { a: { y: 3 } });
    expect(next).toEqual({ a: { x: 1, y: 3 }, b: 1 });
  });
  it('ignores undefined and does not mutate its inputs', () => {
    const base = { a: 1, list: [1] };
    const next = mergeState(base, { a: undefined, list: [] });
    expect(next).toEqual({ a: 1, list: [] });
    expect(base).toEqual({ a: 1, list: [1] });
  });
  it('lets null clear a value', () => {
    expect(mergeState({ bookingDoctor: { globaluserid: 'D1' } }, { bookingDoctor: null })).toEqual({
      bookingDoctor: null,
    });
  });
});
