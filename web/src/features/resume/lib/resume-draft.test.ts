/** A resume being written survives a reload for its logged-in author only. */
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts } from '../../../lib/drafts/draft-storage';
import { saveDraft } from '../../../lib/drafts/drafts';
import { emptyResume } from '../components/resume-form';
import { clearResumeDraft, readResumeDraft, saveResumeDraft } from './resume-draft';

describe('the resume draft', () => {
  afterEach(() => sessionStorage.clear());
  const resume = emptyResume({ name: '陳大文', workexperience: '十年針灸經驗' });

  it('is kept for the logged-in author, never for a visitor or another client', () => {
    saveResumeDraft(resume, '');
    expect(readResumeDraft('')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    saveResumeDraft(resume, 'CL0001');
    expect(readResumeDraft('CL0001')).toEqual(resume);
    expect(readResumeDraft('CL0002')).toBeNull();
  });

  it('is gone once saved or cancelled, and at sign-out', () => {
    saveResumeDraft(resume, 'CL0001');
    clearResumeDraft();
    expect(readResumeDraft('CL0001')).toBeNull();
    saveResumeDraft(resume, 'CL0001');
    clearAllDrafts();
    expect(readResumeDraft('CL0001')).toBeNull();
  });

  it('a draft of the wrong shape is not handed out', () => {
    saveDraft('resume', { ...resume, sex: 'X' }, 'CL0001');
    expect(readResumeDraft('CL0001')).toBeNull();
  });
});
