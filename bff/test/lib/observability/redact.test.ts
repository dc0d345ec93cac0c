/** What the logs may never show, unit level. */
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/lib/observability/redact';
import { calls } from '@portal/shared';

describe('redactUrl', () => {
  it('hides secret query values, whatever their case or encoding', () => {
    expect(
      redactUrl(`${calls.resetPwd.path}?phone=91234567&newPwd=Secret1&numcode=123456&codeKey=k`),
    ).toBe(
      `${calls.resetPwd.path}?phone=91234567&newPwd=[REDACTED]&numcode=[REDACTED]&codeKey=[REDACTED]`,
    );
    expect(redactUrl(`${calls.signOut.path}?clientId=C1&TOKEN=abc&Token=def`)).toBe(
      `${calls.signOut.path}?clientId=C1&TOKEN=[REDACTED]&Token=[REDACTED]`,
    );
    expect(redactUrl('/api/x?%74oken=abc&oldPwd=x')).toBe(
      '/api/x?%74oken=[REDACTED]&oldPwd=[REDACTED]',
    );
    expect(redactUrl('/api/x?password=p&pwd=q&a=%E0%A4%A')).toBe(
      '/api/x?password=[REDACTED]&pwd=[REDACTED]&a=%E0%A4%A',
    );
    expect(redactUrl('/api/x?%ZZ=secret')).toBe('/api/x?%ZZ=[REDACTED]');
  });

  it('hides the booking note, which the portal API takes in the query', () => {
    const note = encodeURIComponent('最近失眠，經常頭痛');
    expect(
      redactUrl(`${calls.saveSchedule.path}?clientId=CL0001&scheduleid=S1&Note=${note}&x=1`),
    ).toBe(`${calls.saveSchedule.path}?clientId=CL0001&scheduleid=S1&Note=[REDACTED]&x=1`);
  });

  it('leaves other URLs as they are (and fast)', () => {
    expect(redactUrl(`${calls.getWebNewsList.path}?pageNo=1`)).toBe(
      `${calls.getWebNewsList.path}?pageNo=1`,
    );
    expect(redactUrl('/doctor/D1001')).toBe('/doctor/D1001');
  });
});
