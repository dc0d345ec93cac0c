/**
 * A rendered page's bytes, made once and shared by every reader of the cached page: the nonce
 * slots taken out, the inline scripts' CSP hashes, the strong ETag, and the page compressed
 * (Brotli or gzip) on the first response that asks for each coding.
 */
import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Marks where the render would put a nonce, taken out of the page (UUID characters: escaping keeps it). */
export const NONCE_SLOT = `nonce-slot-${randomUUID()}`;

/** The coding a response is sent in: Brotli when the browser takes it, else gzip, else none. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (typeof header !== 'string') return null;
  if (/\bbr\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'br';
  if (/\bgzip\b(?!;\s*q=0(?:\.0*)?(?:,|$))/.test(header)) return 'gzip';
  return null;
}

/**
 * A rendered page's bytes as every reader gets them. The render puts `NONCE_SLOT` where a nonce
 * would go; here the nonce attributes are dropped and each inline script that runs (not the JSON
 * data blocks, which never run) is allowed by its SHA-256 instead, so the bytes, their digest and
 * their compressed forms are made once for the cached page.
 */
export class PageBody {
  readonly bytes: Buffer;
  /** The strong validator: a digest of the bytes (the coding is added per response). */
  readonly tag: string;
  /** The CSP sources allowing the page's inline scripts (`'sha256-…'`, space-separated). */
  readonly scriptSources: string;
  private br?: Buffer;
  private gzip?: Buffer;

  constructor(html: string) {
    const text = html.replaceAll(` nonce="${NONCE_SLOT}"`, '').replaceAll(NONCE_SLOT, '');
    const hashes = new Set<string>();
    for (const m of text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      const attrs = m[1] ?? '';
      if (/\bsrc=/.test(attrs) || /\btype="application\/(?:ld\+)?json"/.test(attrs)) continue;
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(m[2] ?? '')
          .digest('base64')}'`,
      );
    }
    this.scriptSources = [...hashes].join(' ');
    this.bytes = Buffer.from(text, 'utf8');
    this.tag = createHash('sha256').update(this.bytes).digest('base64url').slice(0, 32);
  }

  /** The body in `encoding`, compressed on the first response that asks for it, then kept. */
  encoded(encoding: 'br' | 'gzip' | null): Buffer {
    if (encoding === 'br') {
      // Quality 5: most of Brotli's gain over gzip for a fraction of 11's time (pages change
      // every few seconds; the static assets get 11 at build time).
      this.br ??= brotliCompressSync(this.bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
        },
      });
      return this.br;
    }
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.bytes, { level: 6 }));
    return this.bytes;
  }

  /** The ETag of the body in `encoding`: one digest, a suffix per coding (RFC 9110 8.8.3). */
  etag(encoding: 'br' | 'gzip' | null): string {
    return `"${this.tag}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`;
  }

  /** Whether an If-None-Match names this body in any coding (weak comparison, as RFC 9110 says). */
  matches(ifNoneMatch: string | string[] | undefined): boolean {
    if (typeof ifNoneMatch !== 'string') return false;
    return ifNoneMatch.split(',').some((t) => {
      const tag = t.trim().replace(/^W\//, '');
      return tag === '*' || new RegExp(`^"${this.tag}(?:-br|-gz)?"$`).test(tag);
    });
  }
}
