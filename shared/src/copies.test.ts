import { describe, expect, it } from 'vitest';
import { COPIES, copyAlternates, copyOfPath, copyPath, pathInCopy, siteCopy } from './copies';

describe('the copies of the site', () => {
  it('tells a path’s copy by its prefix, never by a longer word', () => {
    expect(copyOfPath('/en/doctor/D1001').id).toBe('en');
    expect(copyOfPath('/en').id).toBe('en');
    expect(copyOfPath('/zh-cn/').id).toBe('hans');
    expect(copyOfPath('/enquiry').id).toBe('hant');
    expect(copyOfPath('/zh-cnx/').id).toBe('hant');
    expect(copyOfPath('/zh-cn').id).toBe('hans');
    expect(copyOfPath('/doctor/list').id).toBe('hant');
  });

  it('moves a path between copies', () => {
    expect(pathInCopy('/en/doctor/list')).toBe('/doctor/list');
    expect(pathInCopy('/en')).toBe('/');
    expect(pathInCopy('/zh-cn/news/list')).toBe('/news/list');
    expect(pathInCopy('/enquiry')).toBe('/enquiry');
    // Each copy's path comes back to the in-app path it was made from.
    for (const copy of COPIES) {
      for (const path of ['/', '/doctor/D1', '/enquiry']) {
        expect(pathInCopy(copyPath(copy, path)), `${copy.id} ${path}`).toBe(path);
        expect(copyOfPath(copyPath(copy, path)).id, `${copy.id} ${path}`).toBe(copy.id);
      }
    }
    expect(copyPath(siteCopy('en'), '/')).toBe('/en/');
    expect(copyPath(siteCopy('en'), '/doctor/D1?x=1')).toBe('/en/doctor/D1?x=1');
    expect(copyPath(siteCopy('hant'), '/doctor/D1')).toBe('/doctor/D1');
  });

  it('names every copy and the default as alternates', () => {
    expect(copyAlternates('/doctor/D1')).toEqual([
      ['zh-Hant-HK', '/doctor/D1'],
      ['zh-Hans', '/zh-cn/doctor/D1'],
      ['en', '/en/doctor/D1'],
      ['x-default', '/doctor/D1'],
    ]);
  });

  it('keeps each copy apart: prefix, locale, language and folder', () => {
    for (const key of ['prefix', 'locale', 'lang', 'dir'] as const) {
      expect(new Set(COPIES.map((c) => c[key])).size, key).toBe(COPIES.length);
    }
  });
});
