import { VisuallyHidden } from '@mantine/core';
import { textLength } from '@portal/shared';
import { useMessageOptions, type MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import classes from './field-counter.module.css';

/** How close to the limit the counter starts telling screen-reader users what is left. */
function nearLimit(max: number): number {
  return Math.max(10, Math.round(max / 10));
}

/**
 * What a screen reader is told about a limited field as it is typed into: nothing while there is
 * plenty of room (a word per keystroke would drown the typing out), what is left once the limit
 * is near, and plainly when the limit is reached or passed. Counted as the API counts.
 */
export function counterNews(value: string, max: number, o?: MessageOptions): string {
  const length = textLength(value);
  if (length > max) return m.ui_field_counter_over({ max, over: length - max }, o);
  if (length === max) return m.ui_field_counter_at_limit({ max }, o);
  if (max - length <= nearLimit(max)) return m.ui_field_counter_left({ left: max - length }, o);
  return '';
}

/**
 * The visible `已輸入 12/500 字` of a limited field (put in its `description`, so it is also read
 * with the field), with a polite live region that speaks up as the limit nears: a field that
 * stops taking text, or refuses it when sent, says so before that happens.
 */
export function FieldCounter({ value, max, hint }: { value: string; max: number; hint?: string }) {
  const length = textLength(value);
  const o = useMessageOptions();
  return (
    <>
      {hint ? m.ui_field_counter_hint_open({ hint }, o) : ''}
      <span className={length > max ? classes.over : undefined} data-testid="field-counter">
        {m.ui_field_counter_count({ length, max }, o)}
      </span>
      {hint ? m.ui_field_counter_hint_close({}, o) : ''}
      <VisuallyHidden component="span" aria-live="polite">
        {counterNews(value, max, o)}
      </VisuallyHidden>
    </>
  );
}
