import { describe, expect, it } from 'vitest';
import { mantineClassesIn, pruneCss } from './prune-unused-css';

describe('pruning Mantine rules no script uses', () => {
  const used = mantineClassesIn('const a={root:"m_1b7284a3",inner:"m_5ae2e3c"};x("m_77c9d27d")');

  it('finds the class names written in a script', () => {
    expect([...used].sort()).toEqual(['m_1b7284a3', 'm_5ae2e3c', 'm_77c9d27d']);
  });

  it('keeps the rules of used classes and drops those of unused ones, in order', () => {
    const css =
      '.m_1b7284a3{color:red}.m_deadbeef{color:blue}.m_5ae2e3c:where([data-x]){margin:0}' +
      '.m_deadbeef .m_1b7284a3{padding:0}';
    expect(pruneCss(css, used)).toBe('.m_1b7284a3{color:red}.m_5ae2e3c:where([data-x]){margin:0}');
  });

  it('keeps a rule while one of its selectors may match, without the others', () => {
    expect(pruneCss('.m_deadbeef,.m_77c9d27d>a,.m_c0ffee00{gap:1px}', used)).toBe(
      '.m_77c9d27d>a{gap:1px}',
    );
  });

  it('removes media queries and layers left empty, keeps the others', () => {
    const css =
      '@layer mantine{@media (min-width:48em){.m_deadbeef{top:0}}}' +
      '@media (max-width:30em){.m_deadbeef{top:0}.m_1b7284a3{top:1px}}';
    expect(pruneCss(css, used)).toBe('@media (max-width:30em){.m_1b7284a3{top:1px}}');
  });

  it('leaves our own rules, globals and variables alone', () => {
    const css =
      ':root{--mantine-scale:1}body{margin:0}._card_x1{color:red}.mantine-focus-auto:focus{outline:0}' +
      '[data-mantine-color-scheme=dark] .m_deadbeef{color:#fff}';
    expect(pruneCss(css, used)).toBe(
      ':root{--mantine-scale:1}body{margin:0}._card_x1{color:red}.mantine-focus-auto:focus{outline:0}',
    );
  });

  it('returns the same text when nothing is unused', () => {
    const css = '.m_1b7284a3 { color: red }\n';
    expect(pruneCss(css, used)).toBe(css);
  });

  it('leaves alone a class that only begins like a Mantine one', () => {
    const css = '.m_deadbeef-x{a:b}.m_deadbeefx{a:b}';
    expect(pruneCss(css, used)).toBe(css);
  });
});
