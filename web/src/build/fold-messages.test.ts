import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { foldMessageCalls } from './fold-messages';

const PATTERNS = {
  header_login: '登入',
  footer_about_site: '關於{siteName}',
  menu_greeting: '你好，{name}',
  quoted: 'see `{name}` for $5',
  escaped: 'a \\{brace}',
  saved_link_count: [{ match: { 'countPlural=*': '我的收藏（{count} 項）' } }],
};

function fold(body: string, from = '../../lib/i18n/messages') {
  const code = `import { m } from '${from}';\n${body}`;
  return foldMessageCalls(code, parseAst(code) as never, PATTERNS).code.split('\n')[1];
}

describe('folding message calls into their text', () => {
  it('replaces a call without inputs by its string', () => {
    expect(fold('f(m.header_login({}, o), m.header_login());')).toBe('f("登入", "登入");');
  });

  it('fills placeholders from plain values', () => {
    expect(fold('f(m.footer_about_site({ siteName: SITE_NAME }, o));')).toBe(
      'f(`關於${SITE_NAME}`);',
    );
    expect(fold('f(m.menu_greeting({ name: user.name }));')).toBe('f(`你好，${user.name}`);');
  });

  it('folds the inner call of inputs it cannot fold, and leaves the outer one', () => {
    expect(fold('f(m.menu_greeting({ name: a || m.header_login({}, o) }, o));')).toBe(
      'f(m.menu_greeting({ name: a || "登入" }, o));',
    );
  });

  it('leaves plurals, calls with computed inputs, and other modules alone', () => {
    for (const call of [
      'f(m.saved_link_count({ count }, o));',
      'f(m.menu_greeting({ name: g() }, o));',
      'f(m.menu_greeting(inputs, o));',
      'f(m.header_login({}, { locale: "en" }));',
      'f(m.unknown({}, o));',
    ]) {
      expect(fold(call)).toBe(call);
    }
    expect(fold('f(m.header_login());', './other')).toBe('f(m.header_login());');
  });

  it('escapes what a template would read, and leaves patterns with escapes to the function', () => {
    expect(fold('f(m.quoted({ name }));')).toBe('f(`see \\`${name}\\` for $5`);');
    expect(fold('f(m.escaped());')).toBe('f(m.escaped());');
  });
});
