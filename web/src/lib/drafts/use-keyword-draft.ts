import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

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
 *
 * The keyword this form has just submitted reaches `applied` a render or more later (the
 * navigation renders in a transition): the draft already holds it, or what the user has typed
 * since, so its arrival leaves the field alone instead of putting the old search back.
 */
export function useKeywordDraft(applied: string, apply: (keyword: string) => void) {
  const [draft, setDraft] = useState(applied);
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    const own = applied === submitted.current;
    submitted.current = null;
    if (!own) setDraft(applied);
  }, [applied]);
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
      // Only a change of keyword comes back through `applied`.
      submitted.current = keyword === applied ? null : keyword;
      apply(keyword);
    },
  };
}
