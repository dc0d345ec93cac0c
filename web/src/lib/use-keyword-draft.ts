import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';

/**
 * The keyword box of a search form: typing changes only the draft, submitting applies it trimmed,
 * and the draft follows the applied keyword when the URL changes (back button, shared link).
 */
export function useKeywordDraft(applied: string, apply: (keyword: string) => void) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  return {
    inputProps: {
      value: draft,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft(e.currentTarget.value),
      maxLength: 50,
    },
    onSubmit: (e: FormEvent) => {
      e.preventDefault();
      apply(draft.trim());
    },
  };
}
