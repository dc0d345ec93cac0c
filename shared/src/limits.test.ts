import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX,
  DOCTOR_SIGNUP_LIMITS,
  HK_PHONE_PATTERN,
  PASSWORD_MAX,
  REGNO_PATTERN,
  USERNAME_MAX,
  VCODE_PATTERN,
  isValidRegno,
  normalizeRegno,
} from './account';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_MAX, textLength } from './common';
import { RESUME_LIMITS } from './job';
import { NEWS_LIMITS } from './news';
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
    expect(field(b, 'regno').pattern).toBe(REGNO_PATTERN);
    expect(field(b, 'numcode').pattern).toBe(VCODE_PATTERN);
  });

  it('a profile, feedback and an article', () => {
    expect(field(requests.updateClientInfo.body, 'address').maxLength).toBe(ADDRESS_MAX);
    expect(field(requests.submitWebFeedback.query, 'contact').maxLength).toBe(FEEDBACK_CONTACT_MAX);
    expect(field(requests.submitWebFeedback.query, 'msgTxt').maxLength).toBe(FEEDBACK_MAX);
    for (const [name, max] of Object.entries(NEWS_LIMITS)) {
      expect(field(requests.addNews.body, name).maxLength, name).toBe(max);
    }
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

describe('the shared checks', () => {
  it('take the registration numbers as typed, as the API takes them once normalised', () => {
    expect(isValidRegno(normalizeRegno(' l01234 '))).toBe(true);
    expect(isValidRegno(normalizeRegno('003456'))).toBe(true);
    expect(isValidRegno(normalizeRegno('L0123'))).toBe(false);
    expect(isValidRegno(normalizeRegno('A01234'))).toBe(false);
  });

  it('count characters as JSON Schema does, a supplementary one once', () => {
    expect(textLength('陳大文')).toBe(3);
    expect(textLength('𠝹𠝹')).toBe(2);
    expect('𠝹𠝹'.length).toBe(4);
  });
});
