import { describe, expect, it } from 'vitest';
import { limitsOf, requests } from '@portal/shared/requests';
import { validateArticle } from './news-write-form';

const article = {
  title: '秋季養生',
  category: 'C1',
  introduce: '秋燥傷肺，飲食宜潤。',
  tag: '養生',
  content: '秋天天氣乾燥……',
  cover: '',
};

describe('the article checks take what the API takes', () => {
  it("refuse each field one character past the addNews call's limit", () => {
    const api = requests.addNews.body.properties;
    for (const field of ['title', 'introduce', 'tag', 'content'] as const) {
      const max = limitsOf(api[field]).maxLength!;
      expect(validateArticle({ ...article, [field]: '文'.repeat(max) })[field], field).toBe(
        undefined,
      );
      expect(validateArticle({ ...article, [field]: '文'.repeat(max + 1) })[field], field).toMatch(
        `不可超過 ${max} 個字`,
      );
    }
  });
});
