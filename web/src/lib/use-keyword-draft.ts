import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';

/** The name of a search form's keyword field: also the list pages' URL parameter. */
export const KEYWORD_FIELD = 'keyword';

/**
 * What the keyword field holds when its form is submitted. Read from the field itself: text typed
 * into a server-rendered page before the app took it over is in the field but not in any state.
 */
export function submittedKeyword(form: HTMLFormElement, fallback: string): string {
  const field = form.elements.namedItem(KEYWORD_FIELD);
  return (field instanceof HTMLInputElement ? field.value : fallback).trim();
}

/**
 * The keyword box of a search form: typing changes only the draft, submitting applies it trimmed,
 * and the draft follows the applied keyword when the URL changes (back button, shared link).
 * The field is named like the URL parameter, so a search sent before the app has loaded is a
 * plain GET the server renders.
 */
export function useKeywordDraft(applied: string, apply: (keyword: string) => void) {
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  return {
    inputProps: {
      name: KEYWORD_FIELD,
      value: draft,
      onChange: (e: ChangeEvent<HTMLInputElement>) => setDraft(e.currentTarget.value),
      maxLength: 50,
    },
    onSubmit: (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const keyword = submittedKeyword(e.currentTarget, draft);
      setDraft(keyword);
      apply(keyword);
    },
  };
}
