import { describe, expect, it } from 'vitest';
import { DOCTOR_SIGNUP_LIMITS, HK_PHONE_PATTERN, PASSWORD_MAX, USERNAME_MAX } from './account';
import { RESUME_LIMITS } from './job';
import { requests } from './requests';

/** The JSON Schema of one field of a call's query or body. */
function field(schema: { properties: Record<string, unknown> }, name: string) {
  return schema.properties[name] as {
    maxLength?: number;
    maxItems?: number;
    pattern?: string;
  };
}

describe('the forms and the API take the same limits (one source)', () => {
  it('names, passwords and phones of the account calls', () => {
    expect(field(requests.clientRegister.body, 'username').maxLength).toBe(USERNAME_MAX);
    expect(field(requests.updateClientInfo.body, 'username').maxLength).toBe(USERNAME_MAX);
    expect(field(requests.clientRegister.body, 'password').maxLength).toBe(PASSWORD_MAX);
    expect(field(requests.updatePwd.query, 'newPwd').maxLength).toBe(PASSWORD_MAX);
    expect(field(requests.clientRegister.body, 'phone').pattern).toBe(HK_PHONE_PATTERN);
    expect(field(requests.login.body, 'phone').pattern).toBe(HK_PHONE_PATTERN);
  });

  it("a doctor's sign-up", () => {
    const b = requests.doctorClinicSignup.body;
    expect(field(b, 'name').maxLength).toBe(DOCTOR_SIGNUP_LIMITS.name);
    expect(field(b, 'clinicname').maxLength).toBe(DOCTOR_SIGNUP_LIMITS.clinicname);
    expect(field(b, 'specialty').maxLength).toBe(DOCTOR_SIGNUP_LIMITS.specialty);
    expect(field(b, 'note').maxLength).toBe(DOCTOR_SIGNUP_LIMITS.note);
    expect(field(b, 'documents').maxItems).toBe(DOCTOR_SIGNUP_LIMITS.documents);
    expect(field(b, 'phone').pattern).toBe(HK_PHONE_PATTERN);
  });

  it('a resume, new or changed', () => {
    for (const b of [requests.resumeAdd.body, requests.resumeModify.body]) {
      for (const [name, max] of Object.entries(RESUME_LIMITS)) {
        expect(field(b, name).maxLength, name).toBe(max);
      }
      expect(field(b, 'phone').pattern).toBe(HK_PHONE_PATTERN);
    }
  });
});
