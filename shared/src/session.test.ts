import { describe, expect, it } from 'vitest';
import { emptySessionState, mergeState, mergeUserInfo, parseUserInfo } from './session';

describe('mergeState', () => {
  it('replaces arrays instead of concatenating them', () => {
    const base = { ...emptySessionState, askCategorys: [{ codeid: '1', codedesc: '內科' }] };
    const next = mergeState(base, { askCategorys: [{ codeid: '2', codedesc: '婦科' }] });
    expect(next.askCategorys).toEqual([{ codeid: '2', codedesc: '婦科' }]);
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

describe('user info', () => {
  it('merges sent fields into the stored JSON', () => {
    const json = JSON.stringify({ clientid: 'C1', username: '陳大文', email: '' });
    expect(parseUserInfo(mergeUserInfo(json, { email: 'a@b.hk' }))).toMatchObject({
      clientid: 'C1',
      username: '陳大文',
      email: 'a@b.hk',
    });
  });
  it('treats malformed JSON as no user', () => {
    expect(parseUserInfo('{')).toBeNull();
    expect(parseUserInfo('')).toBeNull();
    expect(parseUserInfo('[]')).toBeNull();
  });
});
