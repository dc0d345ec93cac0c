import { describe, expect, it } from 'vitest';
import { ASK_IMAGES_MAX, ASK_NOTE_MAX, ASK_TITLE_MAX, UPLOAD_MAX_BYTES } from '@portal/shared';
import { checkAskImages, emptyAskForm, validateAskForm } from './ask-form';

const valid = {
  title: '小朋友經常咳嗽',
  illnesscategorycode: 'IC01',
  note: '五歲女兒晚上咳嗽兩星期，沒有發燒。',
  images: [],
};

describe('validateAskForm', () => {
  it('accepts a complete question', () => {
    expect(validateAskForm(valid)).toEqual({});
  });

  it('asks for title, category and description when empty', () => {
    const errors = validateAskForm(emptyAskForm);
    expect(errors.title).toBe('請輸入問題標題');
    expect(errors.illnesscategorycode).toBe('請選擇病症分類');
    expect(errors.note).toMatch(/^請描述你的情況/);
  });

  it('checks lengths against the shared limits, ignoring surrounding spaces', () => {
    expect(validateAskForm({ ...valid, title: '  頭痛  ' }).title).toBe('標題最少 5 個字');
    expect(validateAskForm({ ...valid, title: '痛'.repeat(ASK_TITLE_MAX + 1) }).title).toBe(
      `標題不能多於 ${ASK_TITLE_MAX} 個字`,
    );
    expect(validateAskForm({ ...valid, note: '頭痛' }).note).toBe(
      '描述最少 10 個字，讓醫師更了解你的情況',
    );
    expect(validateAskForm({ ...valid, note: '痛'.repeat(ASK_NOTE_MAX + 1) }).note).toBe(
      `描述不能多於 ${ASK_NOTE_MAX} 個字`,
    );
  });

  it('refuses more images than allowed', () => {
    const images = Array.from({ length: ASK_IMAGES_MAX + 1 }, (_, i) => `/files/ask/${i}.png`);
    expect(validateAskForm({ ...valid, images }).images).toBe(`最多上載 ${ASK_IMAGES_MAX} 張圖片`);
  });
});

describe('checkAskImages', () => {
  const file = (name: string, type: string, size = 1000) =>
    new File([new Uint8Array(Math.min(size, 10))], name, { type }) as File & { size: number };
  const big = (name: string) => {
    const f = file(name, 'image/png');
    Object.defineProperty(f, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    return f;
  };

  it('keeps images and names the refused files with the reason', () => {
    const pick = checkAskImages(
      [file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), big('c.png')],
      0,
    );
    expect(pick.accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(pick.rejected).toEqual([
      'b.pdf：只接受 JPG、PNG、WebP 或 GIF 圖片',
      'c.png：圖片不能大於 10MB',
    ]);
  });

  it('stops at the image limit counting those already attached', () => {
    const pick = checkAskImages(
      [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')],
      ASK_IMAGES_MAX - 1,
    );
    expect(pick.accepted).toHaveLength(1);
    expect(pick.rejected).toEqual([`最多上載 ${ASK_IMAGES_MAX} 張圖片，b.jpg 未有加入`]);
  });
});
