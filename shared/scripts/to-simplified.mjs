// Hong Kong Traditional text to Simplified with mainland wording: characters and phrases by
// OpenCC (頭髮 -> 头发), then Hong Kong wording to mainland wording (登入 -> 登录, 私隱 -> 隐私:
// hk-cn-phrases.mjs, the table the BFF uses too). One function for the two that make Simplified
// text, the catalogue's zh-Hans messages (messages.mjs) and the Simplified build's conversion of
// the text outside the catalogue (web/src/build/simplified-text.ts), so the copy reads the same
// whichever of the two made a word.
import { Converter } from 'opencc-js/t2cn';
import { toMainlandWording } from './hk-cn-phrases.mjs';

const HAN = /\p{Script=Han}/u;
// Runs of non-ASCII characters: the text between quotes, tags and code. A phrase never spans
// ASCII, so converting run by run gives what converting the whole text would, much faster.
const NON_ASCII = /[^\0-\x7f]+/g;

const convertText = Converter({ from: 'hk', to: 'cn' });

/** The text with every run of Chinese in it converted. */
export const toSimplified = (text) =>
  text.replace(NON_ASCII, (run) => (HAN.test(run) ? toMainlandWording(convertText(run)) : run));
