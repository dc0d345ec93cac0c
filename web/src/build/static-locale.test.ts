import { describe, expect, it } from 'vitest';
import { messageForLocale, withStaticLocale } from './static-locale';

// A message module as Paraglide JS 2.25 compiles it (shared/src/paraglide/messages/<key>.js).
const MODULE = `/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

const zh_hant_hk3_nav_home = () => {
	return (\`首頁\`)
};

const en_nav_home = () => {
	return (\`Home\`)
};

/** doc */
export const nav_home = /** @type {any} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "en") return en_nav_home(inputs)
	return zh_hant_hk3_nav_home(inputs)
});`;

describe('static locale', () => {
  it("puts the locale into the runtime's declaration as a literal", () => {
    expect(
      withStaticLocale(
        'let a;\nexport const experimentalStaticLocale = undefined;\n',
        'zh-Hant-HK',
      ),
    ).toBe('let a;\nexport const experimentalStaticLocale = "zh-Hant-HK";\n');
    expect(() => withStaticLocale('export const experimentalStaticLocale = x;', 'en')).toThrow(
      /not found/,
    );
  });

  it("binds a message to its source locale's function, without the runtime", () => {
    const code = messageForLocale(MODULE, 'nav_home', 'zh-Hant-HK', true);
    expect(code).toMatch(/\nexport const nav_home = zh_hant_hk3_nav_home;\n$/);
    expect(code).not.toContain('runtime.js');
    expect(code).not.toContain('getLocale');
  });

  it("binds a message to another locale's function by its branch", () => {
    expect(messageForLocale(MODULE, 'nav_home', 'en', false)).toMatch(
      /export const nav_home = en_nav_home;\n$/,
    );
  });

  it('fails when a module is not compiled as expected', () => {
    expect(() => messageForLocale(MODULE, 'nav_jobs', 'en', false)).toThrow(/no export/);
    expect(() => messageForLocale(MODULE, 'nav_home', 'zh-Hans', false)).toThrow(/no branch/);
    expect(() =>
      messageForLocale(MODULE.replace('options.locale ?? ', ''), 'nav_home', 'en', false),
    ).toThrow(/does not pick/);
  });
});
