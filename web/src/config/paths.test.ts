import { describe, expect, it } from 'vitest';
import { loginPath, registerPath, safeRedirect } from './paths';

describe('login hand-off', () => {
  it('puts the return path in the login and register URLs', () => {
    expect(loginPath('/user/resume?x=1')).toBe('/login?redirect=%2Fuser%2Fresume%3Fx%3D1');
    expect(loginPath()).toBe('/login');
    expect(loginPath('/')).toBe('/login');
    expect(registerPath('/ask/postnew')).toBe('/register?redirect=%2Fask%2Fpostnew');
  });

  it('only accepts same-site paths as a post-login target', () => {
    expect(safeRedirect('/user/booking/order')).toBe('/user/booking/order');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect('/\n/evil.example')).toBe('/');
    expect(safeRedirect('/x\\y')).toBe('/');
  });
});
