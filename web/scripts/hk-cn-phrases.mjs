// Hong Kong wording that stays Hong Kong wording after character conversion: OpenCC turns 登入
// into 登入 and 私隱 into 私隐, both understood in Hong Kong and odd to a mainland reader. The
// Simplified copy of the app says what a mainland site says (登录, 隐私). Keys are the Simplified
// characters OpenCC produces; a longer phrase is replaced before a shorter one inside it.

/** Simplified text as converted from Hong Kong Traditional -> mainland wording. */
export const HK_CN_PHRASES = {
  应用程式: '应用程序',
  程式: '程序',
  登入: '登录',
  登出: '退出登录',
  连结: '链接',
  私隐: '隐私',
  揾: '找',
  睇: '看',
  帐户: '账户',
  电邮: '电子邮件',
  短讯: '短信',
  讯息: '信息',
  资讯: '信息',
  上载: '上传',
  列印: '打印',
  预设: '默认',
  档案: '文件',
  搜寻: '搜索',
  载入: '加载',
  重设: '重置',
  手提电话: '手机',
};

const keys = Object.keys(HK_CN_PHRASES).sort((a, b) => b.length - a.length);
const PHRASE = new RegExp(keys.join('|'), 'g');

/** The Hong Kong phrases in Simplified text replaced by their mainland wording. */
export function toMainlandWording(text) {
  return text.replace(PHRASE, (p) => HK_CN_PHRASES[p]);
}
