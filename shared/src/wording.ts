/**
 * Hong Kong wording that stays Hong Kong wording after character conversion: OpenCC turns 登入
 * into 登入 and 私隱 into 私隐, both understood in Hong Kong and odd to a mainland reader. The
 * Simplified pages say what a mainland site says (登录, 隐私), in the app's text (converted at
 * build time, which reads the same table) and in what the BFF converts (head tags, messages,
 * records). Keys are the Simplified characters OpenCC produces; a longer phrase is replaced before
 * a shorter one inside it.
 */
import phrases from './hk-cn-phrases.json' with { type: 'json' };

export const HK_CN_PHRASES: Readonly<Record<string, string>> = phrases;

const PHRASE = new RegExp(
  Object.keys(HK_CN_PHRASES)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/** The Hong Kong phrases in Simplified text replaced by their mainland wording. */
export function toMainlandWording(text: string): string {
  return text.replace(PHRASE, (p) => HK_CN_PHRASES[p] ?? p);
}
