import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ask } from '@portal/shared';
import { envelope, mockCalls } from '@test-utils/mock-calls';
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
  afterEach(() => {
    sessionStorage.clear();
  });

  it('a visitor writes a question: it is checked, handed on for login, and nothing is sent', async () => {
    const api = mockCalls({});
    const onNeedLogin = vi.fn();
    render(
      <AskPostForm
        categories={categories}
        initialCategory="IC01"
        loggedIn={false}
        clientId=""
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
    expect(api.requests()).toEqual([]);
  });

  it('keeps the question as it is typed, for its author, and nothing once the form is emptied', () => {
    mockCalls({});
    render(
      <AskPostForm
        categories={categories}
        loggedIn
        clientId="CL0001"
        onNeedLogin={() => {}}
        onPosted={() => {}}
      />,
    );
    fireEvent.change(screen.getByLabelText(/問題標題/), { target: { value: question.title } });
    expect(readAskDraft('CL0001')).toMatchObject({ title: question.title });
    expect(readAskDraft('CL0002')).toBeNull();
    fireEvent.change(screen.getByLabelText(/問題標題/), { target: { value: '' } });
    expect(readAskDraft('CL0001')).toBeNull();
  });

  it('back from logging in, the question written before is filled in and sent only when confirmed', async () => {
    const api = mockCalls({ addAsk: { askid: 'A1', ...question } as Ask });
    const onPosted = vi.fn();
    saveAskDraft(question, 'CL0001');
    render(
      <AskPostForm
        categories={categories}
        loggedIn
        clientId="CL0001"
        draft={question}
        onNeedLogin={() => {}}
        onPosted={onPosted}
      />,
    );
    expect(screen.getByTestId('ask-draft-note')).toBeInTheDocument();
    expect(screen.getByLabelText(/問題標題/)).toHaveValue(question.title);
    expect(screen.getByLabelText(/詳細描述/)).toHaveValue(question.note);
    // Nothing goes out by itself: the form waits for its author.
    expect(api.requests()).toEqual([]);
    expect(onPosted).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '提交問題' }));
    await waitFor(() => expect(onPosted).toHaveBeenCalledTimes(1));
    expect(api.requests().map((r) => r.body)).toEqual([{ ...question, images: [] }]);
    expect(readAskDraft('CL0001')).toBeNull();
  });

  it('keeps the draft when the session turned out to be gone (211), to show again after login', async () => {
    const api = mockCalls({ addAsk: envelope(211, '未登錄，請先登錄') });
    render(
      <AskPostForm
        categories={categories}
        loggedIn
        clientId="CL0001"
        draft={question}
        onNeedLogin={() => {}}
        onPosted={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '提交問題' }));
    await waitFor(() => expect(api.requests('addAsk')).toHaveLength(1));
    await waitFor(() => expect(readAskDraft('CL0001')).toEqual({ ...question, images: [] }));
    // Kept for its author only.
    expect(readAskDraft('CL0002')).toBeNull();
  });

  it('drops the draft when the question is refused for another reason', async () => {
    const api = mockCalls({ addAsk: envelope(400, '分類不存在') });
    saveAskDraft(question, 'CL0001');
    render(
      <AskPostForm
        categories={categories}
        loggedIn
        clientId="CL0001"
        draft={question}
        onNeedLogin={() => {}}
        onPosted={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '提交問題' }));
    await waitFor(() => expect(api.requests('addAsk')).toHaveLength(1));
    await waitFor(() => expect(readAskDraft('CL0001')).toBeNull());
  });
});
