import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { getRoute, routeText, type NewsDetail } from '@portal/shared';
import { render } from '@test-utils/render';
import { detailHead, useDetailRecord } from './detail-page';
import { ApiError } from '../http/http';

const news = { title: '秋冬養生', category: '1', tag: '養生', introduce: '潤燥' } as NewsDetail;

function newsQuery(answer: () => Promise<NewsDetail>) {
  return (newsid: string) =>
    queryOptions({ queryKey: ['test-news', newsid], queryFn: answer, retry: false });
}

function NewsPage({ answer }: { answer: () => Promise<NewsDetail> }) {
  const { id, record } = useDetailRecord('newsDetail', newsQuery(answer));
  return <h1 data-id={id}>{record ? `${record.title} ${record.newsid}` : '載入中'}</h1>;
}

function ListProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="list">{pathname + search}</p>;
}

function renderAt(path: string, answer: () => Promise<NewsDetail>) {
  return render(
    <Routes>
      <Route path="/news/detail/:newsId" element={<NewsPage answer={answer} />} />
      <Route path="/news/list" element={<ListProbe />} />
    </Routes>,
    { route: path },
  );
}

describe('useDetailRecord', () => {
  it('loads the record by the id in the URL, filling in the id it lacks', async () => {
    renderAt('/news/detail/N42', async () => news);
    expect(await screen.findByRole('heading', { name: '秋冬養生 N42' })).toBeInTheDocument();
  });

  it('sends a missing record to the list with the not-found notice', async () => {
    renderAt('/news/detail/N404', () => Promise.reject(new ApiError(404, '找不到')));
    expect(await screen.findByTestId('list')).toHaveTextContent('/news/list?missing=news');
  });

  it('says the record is unavailable when it cannot be fetched', async () => {
    renderAt('/news/detail/N1', () => Promise.reject(new ApiError(504, '逾時')));
    expect(await screen.findByTestId('list')).toHaveTextContent('/news/list?unavailable=news');
  });

  it('treats a record without its name as missing', async () => {
    renderAt('/news/detail/N2', async () => ({}) as NewsDetail);
    expect(await screen.findByTestId('list')).toHaveTextContent('/news/list?missing=news');
  });

  it('never asks for a malformed id', async () => {
    let asked = false;
    renderAt('/news/detail/bad%20id', async () => {
      asked = true;
      return news;
    });
    expect(await screen.findByTestId('list')).toHaveTextContent('/news/list?missing=news');
    expect(asked).toBe(false);
  });
});

describe('detailHead', () => {
  const site = {
    siteUrl: 'https://www.example.hk',
    siteHref: (path: string) => `https://www.example.hk${path}`,
    lang: 'zh-HK' as const,
  };

  it("is the record's head once its loader has it, the route's before", () => {
    const client = new QueryClient();
    const query = newsQuery(async () => news);
    const head = detailHead(query);
    const args = { route: getRoute('newsDetails'), params: { newsId: 'N42' }, client, site };
    expect(head(args).meta.title).toBe(routeText(getRoute('newsDetails')).title);
    expect(head(args).jsonLd).toEqual([]);
    client.setQueryData(query('N42').queryKey, news);
    const full = head(args);
    expect(full.meta.title).toBe('秋冬養生');
    // A page that shares its module is canonical at the module's own address.
    expect(full.canonicalPath).toBe('/news/detail/N42');
    expect(full.jsonLd.map((ld) => ld['@type'])).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(full.jsonLd[0]).toMatchObject({ inLanguage: 'zh-HK' });
    expect(full.ogType).toBe('article');
  });

  it('is in English for the English copy, the route’s head too, the record as sent', () => {
    const client = new QueryClient();
    const query = newsQuery(async () => news);
    const head = detailHead(query);
    const en = {
      ...site,
      siteHref: (path: string) => `https://www.example.hk/en${path}`,
      lang: 'en' as const,
    };
    const args = { route: getRoute('newsDetails'), params: { newsId: 'N42' }, client, site: en };
    expect(head(args).meta.title).toBe('Health news');
    client.setQueryData(query('N42').queryKey, news);
    const full = head(args);
    expect(full.meta.title).toBe('秋冬養生');
    expect(full.jsonLd[0]).toMatchObject({ inLanguage: 'en' });
    expect(full.jsonLd[1]).toMatchObject({
      itemListElement: [
        { name: '香港中醫網', item: 'https://www.example.hk/en/' },
        { name: 'Health news', item: 'https://www.example.hk/en/news/list' },
        { name: '秋冬養生' },
      ],
    });
  });
});
