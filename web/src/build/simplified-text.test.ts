import { describe, expect, it } from 'vitest';
import { simplifiedModule } from './simplified-text';

describe('Simplified text of a module', () => {
  it('converts the Chinese text of a source module, with mainland wording', () => {
    expect(
      simplifiedModule("const LABEL = { name: '轉用繁體中文', login: '登入' };", '/w/src/a.tsx'),
    ).toBe("const LABEL = { name: '转用繁体中文', login: '登录' };");
  });

  it("converts a library's words and a stylesheet's content too", () => {
    expect(
      simplifiedModule('var l={s:"幾秒",M:"1 個月"};', '/w/node_modules/dayjs/locale/zh-hk.js'),
    ).toBe('var l={s:"几秒",M:"1 个月"};');
    expect(simplifiedModule(".a::before { content: '醫'; }", '/w/src/x.module.css')).toBe(
      ".a::before { content: '医'; }",
    );
  });

  it('leaves a module marked `opencc: keep`, the compiled catalogue, and text without Chinese', () => {
    expect(
      simplifiedModule("/* opencc: keep */ const T = '轉用繁體';", '/w/src/offer.tsx'),
    ).toBeNull();
    expect(
      simplifiedModule('const zh = () => `登入`;', '/w/shared/src/paraglide/messages/login.js'),
    ).toBeNull();
    expect(simplifiedModule("const a = 'plain';", '/w/src/a.ts')).toBeNull();
    expect(simplifiedModule("const a = '中醫';".replace('醫', '医'), '/w/src/a.ts')).toBeNull();
  });
});
