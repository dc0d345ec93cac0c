// The Simplified copy's wording pass (Hong Kong wording -> mainland wording: 登入 -> 登录, 私隱 ->
// 隐私), from the table the BFF uses too (shared/src/hk-cn-phrases.json, explained in
// shared/src/wording.ts), so the app's text and what the BFF converts say the same.
import phrases from '../src/hk-cn-phrases.json' with { type: 'json' };

/** Simplified text as converted from Hong Kong Traditional -> mainland wording. */
export const HK_CN_PHRASES = phrases;

const keys = Object.keys(HK_CN_PHRASES).sort((a, b) => b.length - a.length);
const PHRASE = new RegExp(keys.join('|'), 'g');

/** The Hong Kong phrases in Simplified text replaced by their mainland wording. */
export function toMainlandWording(text) {
  return text.replace(PHRASE, (p) => HK_CN_PHRASES[p]);
}
