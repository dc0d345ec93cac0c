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

export function validateAskForm(values: AskFormValues): AskFormErrors {
  const errors: AskFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = '請輸入問題標題';
  else if (textLength(title) < ASK_TITLE_MIN) errors.title = `標題最少 ${ASK_TITLE_MIN} 個字`;
  else if (textLength(title) > ASK_TITLE_MAX) errors.title = `標題不能多於 ${ASK_TITLE_MAX} 個字`;

  if (!values.illnesscategorycode) errors.illnesscategorycode = '請選擇病症分類';

  const note = values.note.trim();
  if (!note) errors.note = '請描述你的情況，例如症狀、持續多久、曾經看過醫生或服藥';
  else if (textLength(note) < ASK_NOTE_MIN)
    errors.note = `描述最少 ${ASK_NOTE_MIN} 個字，讓醫師更了解你的情況`;
  else if (textLength(note) > ASK_NOTE_MAX) errors.note = `描述不能多於 ${ASK_NOTE_MAX} 個字`;

  if (values.images.length > ASK_IMAGES_MAX) errors.images = `最多上載 ${ASK_IMAGES_MAX} 張圖片`;
  return errors;
}

export interface ImagePick {
  accepted: File[];
  /** One message per refused file (or for the files over the limit). */
  rejected: string[];
}

/**
 * Splits newly picked files into those to upload and messages for the rest: wrong type, too
 * large, or beyond the image limit given `current` images already attached.
 */
export function checkAskImages(files: readonly File[], current: number): ImagePick {
  const accepted: File[] = [];
  const rejected: string[] = [];
  const room = Math.max(0, ASK_IMAGES_MAX - current);
  const mb = UPLOAD_MAX_BYTES / 1024 / 1024;
  for (const file of files) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      rejected.push(`${file.name}：只接受 JPG、PNG、WebP 或 GIF 圖片`);
    } else if (file.size > UPLOAD_MAX_BYTES) {
      rejected.push(`${file.name}：圖片不能大於 ${mb}MB`);
    } else if (accepted.length >= room) {
      rejected.push(`最多上載 ${ASK_IMAGES_MAX} 張圖片，${file.name} 未有加入`);
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
