import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import type { NewsDetail } from '@portal/shared';
import { render } from '@test-utils/render';
import { useDetailRecord } from './detail-page';
import { ApiError } from './http';

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
  it('loads the record by the id in the URL, filling in the id it lacks, and titles the page', async () => {
    renderAt('/news/detail/N42', async () => news);
    expect(await screen.findByRole('heading', { name: '秋冬養生 N42' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('秋冬養生'));
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
