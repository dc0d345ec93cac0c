import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SplicedGzip } from '../../src/lib/spliced-gzip';

describe('SplicedGzip', () => {
  it('decompresses to the parts joined by the nonce, for any nonce', () => {
    const parts = [
      '<!doctype html><html><head><script nonce="',
      '">x</script></head><body>' + '香港中醫網 '.repeat(5000),
      '"></script><p>tail</p></body></html>',
    ];
    const gz = new SplicedGzip(parts);
    for (let i = 0; i < 3; i++) {
      const nonce = randomUUID();
      const body = gz.build(nonce);
      expect(gunzipSync(body).toString('utf8')).toBe(parts.join(nonce));
      // Compressed: the repeated text is not sent as is.
      expect(body.length).toBeLessThan(Buffer.byteLength(parts.join(nonce)) / 10);
    }
  });

  it('handles a page without a slot and empty parts', () => {
    expect(gunzipSync(new SplicedGzip(['only']).build('n')).toString()).toBe('only');
    expect(gunzipSync(new SplicedGzip(['', '', '']).build('ab')).toString()).toBe('abab');
  });
});
