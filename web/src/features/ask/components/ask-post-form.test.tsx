import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@test-utils/render';
import { readAskDraft, saveAskDraft } from '../lib/ask-draft';
import { AskPostForm } from './ask-post-form';

const categories = [
  { codeid: 'IC01', codedesc: '感冒咳嗽' },
  { codeid: 'IC02', codedesc: '失眠' },
];
const question = {
  title: '晚上咳嗽應該點算？',
  illnesscategorycode: 'IC01',
  note: '三歲女兒晚上咳嗽兩星期，有少量白痰，沒有發燒。',
};

describe('AskPostForm', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    sessionStorage.clear();
  });

  it('a visitor writes a question: it is checked, handed on for login, and nothing is sent', async () => {
    const onNeedLogin = vi.fn();
    render(
      <AskPostForm
        categories={categories}
        initialCategory="IC01"
        loggedIn={false}
        onNeedLogin={onNeedLogin}
        onPosted={() => {}}
      />,
    );
    expect(screen.getByText('登入後可以加入圖片。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入圖片' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交問題' }));
    expect(await screen.findByText('請輸入問題標題')).toBeInTheDocument();
    expect(onNeedLogin).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/問題標題/), { target: { value: question.title } });
    fireEvent.change(screen.getByLabelText(/詳細描述/), { target: { value: question.note } });
    fireEvent.click(screen.getByRole('button', { name: '提交問題' }));
    await waitFor(() => expect(onNeedLogin).toHaveBeenCalledTimes(1));
    expect(onNeedLogin.mock.calls[0]![0]).toEqual({ ...question, images: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('back from logging in, the question written before is posted once, as written', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ code: 200, msg: 'ok', data: { askid: 'A1', ...question } }),
    );
    const onPosted = vi.fn();
    saveAskDraft(question);
    render(
      <AskPostForm
        categories={categories}
        loggedIn
        draft={question}
        onNeedLogin={() => {}}
        onPosted={onPosted}
      />,
    );
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/ask/addAsk');
    expect(JSON.parse(String(init?.body))).toEqual({ ...question, images: [] });
    expect(readAskDraft()).toBeNull();
  });

  it('keeps the draft when the session turned out to be gone (211), to post after login', async () => {
    fetchMock.mockImplementation(async () => Response.json({ code: 211, msg: '未登錄，請先登錄' }));
    render(
      <AskPostForm
        categories={categories}
        loggedIn
        draft={question}
        onNeedLogin={() => {}}
        onPosted={() => {}}
      />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(readAskDraft()).toEqual({ ...question, images: [] }));
  });

  it('drops the draft when the question is refused for another reason', async () => {
    fetchMock.mockImplementation(async () => Response.json({ code: 400, msg: '分類不存在' }));
    saveAskDraft(question);
    render(
      <AskPostForm
        categories={categories}
        loggedIn
        draft={question}
        onNeedLogin={() => {}}
        onPosted={() => {}}
      />,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(readAskDraft()).toBeNull());
  });
});
