/** An application's typed fields survive a reload for their author; the proof and files do not. */
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts } from '../../../lib/drafts/draft-storage';
import { keepDraftsOnlyFor } from '../../../lib/drafts/drafts';
import {
  clearSignupDraft,
  readSignupDraft,
  saveSignupDraft,
  type SignupDraft,
} from './signup-draft';

const typed: SignupDraft = {
  name: '黃醫師',
  phone: '91234567',
  regno: '003456',
  clinicname: '仁心中醫診所',
  arealevel1id: '1',
  arealevel2id: '11',
  specialty: '針灸',
  email: 'wong@example.com',
  note: '',
};

describe('the doctor sign-up draft', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps only the typed fields, never the SMS code or the documents', () => {
    saveSignupDraft(
      {
        ...typed,
        code: '654321',
        documents: [{ url: '/f/a.pdf', filename: 'a.pdf' }],
      } as SignupDraft,
      '',
    );
    expect(readSignupDraft('')).toEqual(typed);
    expect(JSON.stringify(sessionStorage)).not.toMatch(/654321|a\.pdf/);
  });

  it('an emptied form keeps nothing; a sent one is cleared', () => {
    saveSignupDraft(typed, '');
    saveSignupDraft(
      { ...typed, ...Object.fromEntries(Object.keys(typed).map((k) => [k, ' '])) },
      '',
    );
    expect(readSignupDraft('')).toBeNull();
    saveSignupDraft(typed, '');
    clearSignupDraft();
    expect(readSignupDraft('')).toBeNull();
  });

  it('is shown to its author only, and dropped at sign-out', () => {
    saveSignupDraft(typed, 'CL0001');
    expect(readSignupDraft('CL0002')).toBeNull();
    expect(readSignupDraft('')).toBeNull();
    expect(readSignupDraft('CL0001')).toEqual(typed);
    keepDraftsOnlyFor('CL0001');
    clearAllDrafts();
    expect(readSignupDraft('CL0001')).toBeNull();
  });
});
