/**
 * Simplified Chinese search words reach the upstream in Hong Kong Traditional characters, with the
 * word as typed tried when the converted one finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/build';
import type { Received } from '../helpers/stub-upstream';
import { toTraditional } from '../../src/lib/chinese/search-keyword';
import { calls } from '@portal/shared';

const h = useHarness();

const list = (items: unknown[]) => ({
  json: { code: 200, msg: 'success', data: { list: items, total: items.length } },
});
const keywordOf = (r: Received) =>
  r.method === 'GET'
    ? new URL(r.url, 'http://x').searchParams.get('keyword')
    : (JSON.parse(r.body.toString('utf8')) as { keyword?: string }).keyword;

describe('toTraditional', () => {
  it('uses phrases, so one Simplified character becomes the right Traditional one', () => {
    expect(toTraditional('针灸')).toBe('針灸');
    expect(toTraditional('头发')).toBe('頭髮');
    expect(toTraditional('干燥')).toBe('乾燥');
    expect(toTraditional('失眠 针灸')).toBe('失眠 針灸');
    expect(toTraditional('針灸')).toBe('針灸');
    expect(toTraditional('Lee Cheuk Yin')).toBe('Lee Cheuk Yin');
  });
});

describe('search keywords to the upstream', () => {
  it('sends a Simplified doctor search in Traditional characters (JSON body)', async () => {
    h.stub.routes.set(calls.searchDoctor.path, () => list([{ globaluserid: 'D1' }]));
    const res = await h.inject({
      method: 'POST',
      url: calls.searchDoctor.path,
      payload: { keyword: '针灸', pageno: 1, pagesize: 10 },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { total: 1 } });
    expect(h.stub.received).toHaveLength(1);
    expect(keywordOf(h.stub.received[0]!)).toBe('針灸');
    expect(JSON.parse(h.stub.received[0]!.body.toString())).toMatchObject({
      pageno: 1,
      pagesize: 10,
    });
  });

  it('converts a keyword in the query string (news list)', async () => {
    h.stub.routes.set(calls.getWebNewsList.path, () => list([{ newsid: 'N1' }]));
    const res = await h.inject({
      method: 'GET',
      url: `${calls.getWebNewsList.path}?pageNo=1&keyword=${encodeURIComponent('脱发')}`,
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(h.stub.received).toHaveLength(1);
    expect(keywordOf(h.stub.received[0]!)).toBe('脱髮');
  });

  it('leaves Traditional and Latin keywords as they are (one upstream call)', async () => {
    h.stub.routes.set(calls.searchClinic.path, () => list([]));
    for (const keyword of ['針灸', 'Lee']) {
      await h.inject({
        method: 'POST',
        url: calls.searchClinic.path,
        payload: { keyword, pageno: 1 },
      });
    }
    expect(h.stub.received.map(keywordOf)).toEqual(['針灸', 'Lee']);
  });

  it('tries the word as typed when the converted one finds nothing (余 the surname)', async () => {
    h.stub.routes.set(calls.searchDoctor.path, (r) =>
      keywordOf(r) === '余' ? list([{ globaluserid: 'D7' }]) : list([]),
    );
    const res = await h.inject({
      method: 'POST',
      url: calls.searchDoctor.path,
      payload: { keyword: '余', pageno: 1 },
    });
    expect(h.stub.received.map(keywordOf)).toEqual(['餘', '余']);
    expect(res.json()).toMatchObject({ data: { list: [{ globaluserid: 'D7' }] } });
  });

  it('does not touch a keyword-like field of calls that are not searches', async () => {
    await h.inject({
      method: 'POST',
      url: `${calls.submitWebFeedback.path}?keyword=${encodeURIComponent('针灸')}`,
    });
    expect(h.stub.received).toHaveLength(1);
    expect(keywordOf({ ...h.stub.received[0]!, method: 'GET' })).toBe('针灸');
  });
});

describe('English search words to the upstream', () => {
  it('sends English names in Chinese (doctor search, JSON body)', async () => {
    h.stub.routes.set(calls.searchDoctor.path, () => list([{ globaluserid: 'D1' }]));
    for (const [keyword, chinese] of [
      ['insomnia', '失眠'],
      [' Acupuncture ', '針灸'],
      ['mong  KOK', '旺角'],
      ['Insomnia Mong Kok', '失眠 旺角'],
    ]) {
      const res = await h.inject({
        method: 'POST',
        url: calls.searchDoctor.path,
        payload: { keyword, pageno: 1, pagesize: 10 },
      });
      expect(res.json()).toMatchObject({ code: 200, data: { total: 1 } });
      expect(keywordOf(h.stub.received.at(-1)!)).toBe(chinese);
    }
    expect(h.stub.received).toHaveLength(4);
  });

  it('sends an English filter value in Chinese (specialty, language)', async () => {
    h.stub.routes.set(calls.searchDoctor.path, () => list([{ globaluserid: 'D1' }]));
    await h.inject({
      method: 'POST',
      url: calls.searchDoctor.path,
      payload: { specialty: 'Tui-na', language: 'cantonese', pageno: 1 },
    });
    expect(JSON.parse(h.stub.received[0]!.body.toString())).toMatchObject({
      specialty: '推拿',
      language: '粵語',
    });
  });

  it('converts an English keyword in the query string (GET /api/news/getWebNewsList)', async () => {
    h.stub.routes.set(calls.getWebNewsList.path, () => list([{ newsid: 'N1' }]));
    for (const keyword of ['insomnia', 'Insomnia', '  INSOMNIA ']) {
      const res = await h.inject({
        method: 'GET',
        url: `${calls.getWebNewsList.path}?pageNo=1&keyword=${encodeURIComponent(keyword)}`,
      });
      expect(res.json()).toMatchObject({ code: 200, data: { list: [{ newsid: 'N1' }] } });
    }
    expect(h.stub.received.map(keywordOf)).toEqual(['失眠', '失眠', '失眠']);
    expect(new URL(h.stub.received[0]!.url, 'http://x').searchParams.get('pageNo')).toBe('1');
  });

  it('passes an English word that names nothing on unchanged, in one upstream call', async () => {
    h.stub.routes.set(calls.getWebNewsList.path, () => list([]));
    h.stub.routes.set(calls.searchDoctor.path, () => list([]));
    await h.inject({
      method: 'GET',
      url: `${calls.getWebNewsList.path}?pageNo=1&keyword=Cheuk-Yin`,
    });
    await h.inject({
      method: 'POST',
      url: calls.searchDoctor.path,
      payload: { keyword: 'Lee  Cheuk Yin', pageno: 1 },
    });
    expect(h.stub.received.map(keywordOf)).toEqual(['Cheuk-Yin', 'Lee  Cheuk Yin']);
  });

  it('asks as typed when the Chinese finds nothing (Stanley the person, not the place)', async () => {
    h.stub.routes.set(calls.searchDoctor.path, (r) =>
      keywordOf(r) === 'Stanley Chan' ? list([{ globaluserid: 'D9' }]) : list([]),
    );
    const res = await h.inject({
      method: 'POST',
      url: calls.searchDoctor.path,
      payload: { keyword: 'Stanley Chan', pageno: 1 },
    });
    expect(h.stub.received.map(keywordOf)).toEqual(['赤柱 Chan', 'Stanley Chan']);
    expect(res.json()).toMatchObject({ data: { list: [{ globaluserid: 'D9' }] } });
  });
});
