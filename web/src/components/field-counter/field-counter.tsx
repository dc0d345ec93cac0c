import { VisuallyHidden } from '@mantine/core';
import { textLength } from '@portal/shared';
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
export function counterNews(value: string, max: number): string {
  const length = textLength(value);
  if (length > max) return `已超出 ${max} 字上限 ${length - max} 字，請刪減`;
  if (length === max) return `已達 ${max} 字上限`;
  if (max - length <= nearLimit(max)) return `尚可輸入 ${max - length} 字`;
  return '';
}

/**
 * The visible `已輸入 12/500 字` of a limited field (put in its `description`, so it is also read
 * with the field), with a polite live region that speaks up as the limit nears: a field that
 * stops taking text, or refuses it when sent, says so before that happens.
 */
export function FieldCounter({ value, max, hint }: { value: string; max: number; hint?: string }) {
  const length = textLength(value);
  return (
    <>
      {hint ? `${hint}（` : ''}
      <span className={length > max ? classes.over : undefined} data-testid="field-counter">
        已輸入 {length}/{max} 字
      </span>
      {hint ? '）' : ''}
      <VisuallyHidden component="span" aria-live="polite">
        {counterNews(value, max)}
      </VisuallyHidden>
    </>
  );
}
