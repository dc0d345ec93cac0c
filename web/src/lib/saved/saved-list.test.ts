import { afterEach, describe, expect, it } from 'vitest';
import { isSaved, removeSaved, toggleSaved } from './saved-actions';
import {
  SAVED_STORAGE_KEY,
  getAnonymousExtras,
  getSavedItems,
  savedStorageKey,
} from './saved-list';
import { mergeAnonymousSaved } from './saved-write';
import { clearLogin, setLoggedIn } from '../session/current-session';

const doctor = {
  kind: 'doctor' as const,
  id: 'D1001',
  name: '陳美玲',
  subtitle: '註冊中醫師',
  image: '',
};
const clinic = {
  kind: 'clinic' as const,
  id: 'C101',
  name: '仁心中醫診所',
  subtitle: '中西區',
  image: '',
};

describe('saved store', () => {
  afterEach(() => localStorage.clear());

  it('saves newest first and toggles off', () => {
    expect(toggleSaved(doctor, 1)).toBe(true);
    expect(toggleSaved(clinic, 2)).toBe(true);
    expect(getSavedItems().map((i) => i.id)).toEqual(['C101', 'D1001']);
    expect(isSaved('doctor', 'D1001')).toBe(true);
    expect(toggleSaved(doctor)).toBe(false);
    expect(isSaved('doctor', 'D1001')).toBe(false);
    removeSaved('clinic', 'C101');
    expect(getSavedItems()).toEqual([]);
  });

  it('ignores malformed storage', () => {
    localStorage.setItem(SAVED_STORAGE_KEY, '{not json');
    expect(getSavedItems()).toEqual([]);
    localStorage.setItem(
      SAVED_STORAGE_KEY,
      JSON.stringify([{ kind: 'x' }, { ...doctor, savedAt: 5 }]),
    );
    expect(getSavedItems()).toHaveLength(1);
  });
});

describe('saved items per account', () => {
  afterEach(() => {
    clearLogin();
    localStorage.clear();
  });
  const login = (clientid: string) =>
    setLoggedIn({ clientid, username: '陳大文' } as Parameters<typeof setLoggedIn>[0]);

  it("keeps each account's list apart from the device's anonymous list", () => {
    toggleSaved(doctor, 1);
    login('U10001');
    // Saves made before login are not shown as the account's.
    expect(getSavedItems()).toEqual([]);
    toggleSaved(clinic, 2);
    expect(getSavedItems().map((i) => i.id)).toEqual(['C101']);
    expect(localStorage.getItem(savedStorageKey('U10001'))).toContain('C101');
    login('U10002');
    expect(getSavedItems()).toEqual([]);
    clearLogin();
    expect(getSavedItems().map((i) => i.id)).toEqual(['D1001']);
  });

  it('offers the anonymous saves after login and merges them only when accepted', () => {
    toggleSaved(doctor, 1);
    toggleSaved(clinic, 2);
    login('U10001');
    toggleSaved(clinic, 3);
    // The clinic is already the account's: only the doctor is offered.
    expect(getAnonymousExtras().map((i) => i.id)).toEqual(['D1001']);
    mergeAnonymousSaved();
    expect(getSavedItems().map((i) => i.id)).toEqual(['C101', 'D1001']);
    expect(getAnonymousExtras()).toEqual([]);
    clearLogin();
    // Accepted: they left the device's anonymous list.
    expect(getSavedItems()).toEqual([]);
  });

  it('offers nothing to a visitor who is not logged in', () => {
    toggleSaved(doctor, 1);
    expect(getAnonymousExtras()).toEqual([]);
  });
});
