/**
 * Validation of the question form (pure, so every message is unit-tested). Limits come from the
 * shared contract so the form and the upstream agree.
 */
import {
  ASK_IMAGES_MAX,
  ASK_NOTE_MAX,
  ASK_TITLE_MAX,
  IMAGE_MIME_TYPES,
  UPLOAD_MAX_BYTES,
  textLength,
} from '@portal/shared';
import type { MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export interface AskFormValues {
  title: string;
  illnesscategorycode: string;
  note: string;
  /** URLs of the images already uploaded. */
  images: string[];
}

const ASK_TITLE_MIN = 5;
const ASK_NOTE_MIN = 10;

export const emptyAskForm: AskFormValues = {
  title: '',
  illnesscategorycode: '',
  note: '',
  images: [],
};

export type AskFormErrors = Partial<Record<keyof AskFormValues, string>>;

/** The errors of `values`, in the render's locale `o` (the source locale without it). */
export function validateAskForm(values: AskFormValues, o?: MessageOptions): AskFormErrors {
  const errors: AskFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = m.ask_error_title_required({}, o);
  else if (textLength(title) < ASK_TITLE_MIN)
    errors.title = m.ask_error_title_short({ min: ASK_TITLE_MIN }, o);
  else if (textLength(title) > ASK_TITLE_MAX)
    errors.title = m.ask_error_title_long({ max: ASK_TITLE_MAX }, o);

  if (!values.illnesscategorycode)
    errors.illnesscategorycode = m.ask_error_category_required({}, o);

  const note = values.note.trim();
  if (!note) errors.note = m.ask_error_note_required({}, o);
  else if (textLength(note) < ASK_NOTE_MIN)
    errors.note = m.ask_error_note_short({ min: ASK_NOTE_MIN }, o);
  else if (textLength(note) > ASK_NOTE_MAX)
    errors.note = m.ask_error_note_long({ max: ASK_NOTE_MAX }, o);

  if (values.images.length > ASK_IMAGES_MAX)
    errors.images = m.ask_error_images_max({ max: ASK_IMAGES_MAX }, o);
  return errors;
}

export interface ImagePick {
  accepted: File[];
  /** One message per refused file (or for the files over the limit). */
  rejected: string[];
}

/**
 * Splits newly picked files into those to upload and messages for the rest: wrong type, too
 * large, or beyond the image limit given `current` images already attached (messages in `o`'s
 * locale, as `validateAskForm`).
 */
export function checkAskImages(
  files: readonly File[],
  current: number,
  o?: MessageOptions,
): ImagePick {
  const accepted: File[] = [];
  const rejected: string[] = [];
  const room = Math.max(0, ASK_IMAGES_MAX - current);
  const mb = UPLOAD_MAX_BYTES / 1024 / 1024;
  for (const file of files) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      rejected.push(m.ask_image_wrong_type({ name: file.name }, o));
    } else if (file.size > UPLOAD_MAX_BYTES) {
      rejected.push(m.ask_image_too_large({ name: file.name, mb }, o));
    } else if (accepted.length >= room) {
      rejected.push(m.ask_image_over_limit({ max: ASK_IMAGES_MAX, name: file.name }, o));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
