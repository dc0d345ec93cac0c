import { Converter } from 'opencc-js/t2cn';
import { describe, expect, it } from 'vitest';
import { HK_CN_PHRASES, toMainlandWording } from '@portal/shared';

// The Simplified conversion (the build's and the BFF's): characters by OpenCC, then the wording
// pass from the shared table.
const convert = Converter({ from: 'hk', to: 'cn' });
const toHans = (text: string) => toMainlandWording(convert(text));

describe('Simplified copy wording', () => {
  it('says what a mainland site says for the Hong Kong UI words', () => {
    expect(toHans('登入')).toBe('登录');
    expect(toHans('請先登入後再預約')).toBe('请先登录后再预约');
    expect(toHans('應用程式')).toBe('应用程序');
    expect(toHans('程式')).toBe('程序');
    expect(toHans('連結')).toBe('链接');
    expect(toHans('私隱政策')).toBe('隐私政策');
    expect(toHans('搵中醫、睇中醫')).toBe('找中医、看中医');
    expect(toHans('登出')).toBe('退出登录');
  });

  it('leaves Simplified text without Hong Kong wording as it is', () => {
    expect(toHans('预约中医师')).toBe('预约中医师');
    expect(toMainlandWording('头发干燥，针灸调理')).toBe('头发干燥，针灸调理');
  });

  it('has keys that OpenCC can produce (Simplified) and different replacements', () => {
    for (const [hk, cn] of Object.entries(HK_CN_PHRASES)) {
      expect(convert(hk)).toBe(hk);
      expect(cn).not.toBe(hk);
    }
  });
});
