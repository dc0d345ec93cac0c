/**
 * The portal speaks to a patient as 你, never 您: no text in the product's source says 您, in
 * web, bff, shared or upstream (the upstream's answers reach the page as they are, 你已預約此時段
 * among them), nor in web/public's and web/offline's files, the message catalogue or shared's
 * phrase table. Tests and READMEs are not read: they may name the word to forbid it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIRS = [
  'web/src',
  'web/public',
  'web/offline',
  'bff/src',
  'shared/src',
  'shared/messages',
  'upstream/src',
];
/** Files whose text can reach a reader: code, styles, pages, phrase tables, seed data. */
const TEXT = /\.(tsx?|m?js|json|css|html|svg|txt|webmanifest|sql)$/;
const NOT_PRODUCT = /\.(test|d)\.tsx?$/;

interface Allowed {
  file: string;
  /** A part of the line that may say 您. */
  text: string;
  reason: string;
}

/**
 * Lines allowed to say 您, each with why: only content quoted as its author wrote it (a seeded
 * article or question from the upstream's seed data), never the portal's own voice. Reviewed;
 * keep it short. None today.
 */
const ALLOWED: readonly Allowed[] = [];

interface Hit {
  file: string;
  line: number;
  text: string;
}

function productFiles(): string[] {
  const files: string[] = [];
  for (const dir of DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && TEXT.test(entry.name) && !NOT_PRODUCT.test(entry.name)) {
        files.push(relative(ROOT, join(entry.parentPath, entry.name)));
      }
    }
  }
  return files;
}

function linesSayingNin(): Hit[] {
  const hits: Hit[] = [];
  for (const file of productFiles()) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (text.includes('您')) hits.push({ file, line: i + 1, text: text.trim() });
      });
  }
  return hits;
}

const allowedFor = (hit: Hit) =>
  ALLOWED.find((a) => a.file === hit.file && hit.text.includes(a.text));

describe('the patient is addressed as 你', () => {
  const hits = linesSayingNin();

  it('no product text says 您', () => {
    expect(productFiles().length).toBeGreaterThan(100);
    const shown = hits.filter((hit) => !allowedFor(hit));
    expect(shown.map((hit) => `${hit.file}:${hit.line}: ${hit.text}`)).toEqual([]);
  });

  it('each allowed line is still there', () => {
    const stale = ALLOWED.filter((a) => !hits.some((hit) => allowedFor(hit) === a));
    expect(stale).toEqual([]);
  });
});
