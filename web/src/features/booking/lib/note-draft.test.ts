/** A booking note kept across the login detour is a draft like any other: its author's only, gone at sign-out. */
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts } from '../../../lib/drafts/draft-storage';
import { keepDraftsOnlyFor } from '../../../lib/drafts/drafts';
import { readNoteDraft, saveNoteDraft } from './note-draft';

describe('the booking note draft', () => {
  afterEach(() => {
    clearAllDrafts();
  });

  it('comes back for the same doctor after the visitor logs in, never for another doctor', () => {
    saveNoteDraft('D1001', '初診，腰痛');
    expect(readNoteDraft('D1001', '')).toBe('初診，腰痛');
    keepDraftsOnlyFor('U1');
    expect(readNoteDraft('D1001', 'U1')).toBe('初診，腰痛');
    expect(readNoteDraft('D2002', 'U1')).toBe('');
  });

  it('is never shown to another client once its author has logged in', () => {
    saveNoteDraft('D1001', '初診，腰痛');
    keepDraftsOnlyFor('U1');
    keepDraftsOnlyFor('U2');
    expect(readNoteDraft('D1001', 'U2')).toBe('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('腰痛');
  });

  it('is dropped with every draft at sign-out', () => {
    saveNoteDraft('D1001', '初診，腰痛');
    keepDraftsOnlyFor('U1');
    clearAllDrafts();
    expect(readNoteDraft('D1001', 'U1')).toBe('');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('腰痛');
  });

  it('an emptied note keeps nothing', () => {
    saveNoteDraft('D1001', '初診');
    saveNoteDraft('D1001', '  ');
    expect(readNoteDraft('D1001', '')).toBe('');
  });
});
