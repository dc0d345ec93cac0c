/**
 * Gzip for a cached page whose only per-response change is the CSP nonce: each part between the
 * nonce slots is compressed once (a raw deflate stream ending on a byte boundary), and a response
 * is the parts joined by the nonce as an uncompressed ("stored") deflate block, with the gzip
 * header and a trailer whose CRC is computed over the response's bytes. Deflate blocks from
 * separate compressors may follow one another in one stream: none refers back across a part, and
 * only the last part's final block ends the stream. Compressing the whole page per response would
 * cost more than rendering it from the cache.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Gzip member header: deflate, no flags, no time, unknown OS. */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A stored block holds at most this many bytes. */
const MAX_STORED = 0xffff;

export class SplicedGzip {
  private readonly raw: Buffer[];
  private readonly compressed: Buffer[];

  /** `parts`: the page split where the nonce goes (at least one part). */
  constructor(parts: readonly string[], level = 6) {
    this.raw = parts.map((p) => Buffer.from(p, 'utf8'));
    const last = this.raw.length - 1;
    this.compressed = this.raw.map((buf, i) =>
      deflateRawSync(buf, {
        level,
        // Every part but the last ends on a byte boundary without ending the stream.
        finishFlush: i < last ? constants.Z_SYNC_FLUSH : constants.Z_FINISH,
      }),
    );
  }

  /** The gzip body of the page with `nonce` in every slot. */
  build(nonce: string): Buffer {
    const value = Buffer.from(nonce, 'utf8');
    if (value.length > MAX_STORED) throw new RangeError('nonce too long');
    const stored = Buffer.allocUnsafe(5 + value.length);
    stored[0] = 0x00; // not final, stored; the rest of the byte is padding
    stored.writeUInt16LE(value.length, 1);
    stored.writeUInt16LE(~value.length & 0xffff, 3);
    value.copy(stored, 5);

    const chunks: Buffer[] = [HEADER];
    let crc = 0;
    let size = 0;
    const last = this.raw.length - 1;
    for (let i = 0; i <= last; i++) {
      const raw = this.raw[i]!;
      chunks.push(this.compressed[i]!);
      // An empty part changes nothing (and zlib.crc32 was seen to answer 0 for one).
      if (raw.length > 0) crc = crc32(raw, crc);
      size += raw.length;
      if (i < last) {
        chunks.push(stored);
        crc = crc32(value, crc);
        size += value.length;
      }
    }
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  }
}
