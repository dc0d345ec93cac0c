import { describe, expect, it } from 'vitest';
import { matchRoute } from '@portal/shared';
import { paths, safeRedirect } from './paths';

describe('paths', () => {
  it('builds URLs the route table recognises', () => {
    expect(matchRoute(paths.doctorDetail('D1001')).route.id).toBe('doctorDetail');
    expect(matchRoute(paths.clinicDetail('C101')).route.id).toBe('clinicDetail');
    expect(matchRoute(paths.newsDetail('N1001')).route.id).toBe('newsDetail');
    expect(matchRoute(paths.askDetail('A1001')).route.id).toBe('askDetail');
    expect(matchRoute(paths.jobDetail('J1001')).route.id).toBe('jobDetail');
    expect(matchRoute(paths.visitDetail('V1')).route.id).toBe('visitDetail');
    expect(matchRoute(paths.childrenChest()).route.id).toBe('childrenChest');
  });

  it('puts the return path in the login URL', () => {
    expect(paths.login('/user/resume?x=1')).toBe('/login?redirect=%2Fuser%2Fresume%3Fx%3D1');
    expect(paths.login()).toBe('/login');
    expect(paths.doctorList({ keyword: '針灸', page: undefined })).toBe(
      '/doctor/list?keyword=%E9%87%9D%E7%81%B8',
    );
  });

  it('only accepts same-site paths as a post-login target', () => {
    expect(safeRedirect('/user/booking/order')).toBe('/user/booking/order');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
