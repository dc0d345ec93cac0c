import { describe, expect, it } from 'vitest';
import { mergeUserInfo, parseUserInfo } from './session-state';

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
