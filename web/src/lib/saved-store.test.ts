import { afterEach, describe, expect, it } from 'vitest';
import { isSaved, removeSaved, toggleSaved } from './saved-actions';
import { SAVED_STORAGE_KEY, getSavedItems } from './saved-store';

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
