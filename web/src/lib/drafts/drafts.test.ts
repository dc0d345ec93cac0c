/** Drafts wait for their author: an hour at most, never another client's. */
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts } from './draft-storage';
import { DRAFT_MAX_AGE_MS, keepDraftsOnlyFor, readDraft, saveDraft } from './drafts';

const isText = (v: unknown): v is string => typeof v === 'string';

describe('drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('survive a reload of the tab (sessionStorage) for an hour, then are gone', () => {
    const t0 = 1_700_000_000_000;
    saveDraft('ask', '晚上咳嗽', '', t0);
    expect(readDraft('ask', '', isText, t0 + DRAFT_MAX_AGE_MS - 1)?.value).toBe('晚上咳嗽');
    expect(readDraft('ask', '', isText, t0 + DRAFT_MAX_AGE_MS)).toBeNull();
    // Dropped from storage, not just hidden.
    expect(readDraft('ask', '', isText, t0)).toBeNull();
  });

  it("a visitor's draft becomes the first client's to log in; another client never sees it", () => {
    saveDraft('ask', '晚上咳嗽', '');
    keepDraftsOnlyFor('CL0001');
    expect(readDraft('ask', 'CL0001', isText)).toEqual({ owner: 'CL0001', value: '晚上咳嗽' });
    expect(readDraft('ask', 'CL0002', isText)).toBeNull();
    keepDraftsOnlyFor('CL0002');
    expect(readDraft('ask', 'CL0001', isText)).toBeNull();
  });

  it('sign-out drops every draft and nothing else', () => {
    sessionStorage.setItem('portal.session', '{}');
    saveDraft('ask', 'a', 'CL0001');
    saveDraft('other', 'b', '');
    clearAllDrafts();
    expect(readDraft('ask', 'CL0001', isText)).toBeNull();
    expect(readDraft('other', '', isText)).toBeNull();
    expect(sessionStorage.getItem('portal.session')).toBe('{}');
  });

  it('a draft of the wrong shape is not handed out', () => {
    saveDraft('ask', { title: 1 }, '');
    expect(readDraft('ask', '', isText)).toBeNull();
  });
});
