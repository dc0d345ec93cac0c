import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PROOF_CODE_KEY_HEADER,
  PROOF_PHONE_HEADER,
  TOKEN_HEADER,
  UPLOAD_MAX_BYTES,
  type UploadResult,
} from '@portal/shared';
import { clientForToken, UNAUTHORISED_MSG } from '../auth/session';
import { isVerifiedPhone } from '../auth/vcode';
import type { UpstreamContext } from '../context';
import { uploadRepo } from '../db/repos/uploads';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { ApiError, badRequest, forbidden, ok } from '../lib/reply';

interface Sniffed {
  mimetype: string;
  ext: string;
}

/** The real type of a file from its first bytes, or null when it is not one we accept. */
export function sniff(head: Buffer): Sniffed | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return { mimetype: 'image/jpeg', ext: 'jpg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimetype: 'image/png', ext: 'png' };
  if (
    head.subarray(0, 6).toString('latin1') === 'GIF87a' ||
    head.subarray(0, 6).toString('latin1') === 'GIF89a'
  ) {
    return { mimetype: 'image/gif', ext: 'gif' };
  }
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { mimetype: 'image/webp', ext: 'webp' };
  }
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { mimetype: 'application/pdf', ext: 'pdf' };
  return null;
}

const UPLOAD_URL = /^\/files\/uploads\/([0-9a-f]+\.(?:jpg|png|gif|webp|pdf))$/;

/**
 * Who uploaded the file `url` names (a client id, or `phone:<number>` for a doctor applicant),
 * or null when it is not an existing upload of this upstream.
 */
export function uploadOwner(ctx: UpstreamContext, url: string): string | null {
  const m = UPLOAD_URL.exec(url);
  if (!m || !existsSync(join(ctx.uploadsDir, m[1]!))) return null;
  return uploadRepo(ctx.db).ownerOf(m[1]!);
}

/**
 * Whether `url` is one of `clientid`'s own public uploads: the only images a client may put on a
 * public page (an avatar, a question's images, an article's cover), so nobody publishes someone
 * else's file, or a private document, under their own name.
 */
export function isOwnPublicUpload(ctx: UpstreamContext, url: string, clientid: string): boolean {
  const m = UPLOAD_URL.exec(url);
  if (!m || !existsSync(join(ctx.uploadsDir, m[1]!))) return false;
  const access = uploadRepo(ctx.db).accessOf(m[1]!);
  return !!access && access.owner === clientid && !access.isPrivate;
}

/** The owner a doctor applicant's uploads are recorded under. */
export const applicantOwner = (phone: string): string => `phone:${phone}`;

/** Uploads no record uses are removed once they are this old. */
const ORPHAN_UPLOAD_MS = 24 * 3600_000;

/**
 * Removes uploads that no record uses once they are ORPHAN_UPLOAD_MS old (by the upstream's
 * clock, from when they were stored; the file's time for uploads from before that was recorded),
 * and unfinished `.part` files as old. Returns the names removed.
 */
export async function sweepUploads(ctx: UpstreamContext): Promise<string[]> {
  const entries = await readdir(ctx.uploadsDir).catch(() => [] as string[]);
  if (entries.length === 0) return [];
  const now = ctx.now();
  const uploads = uploadRepo(ctx.db);
  const used = uploads.referenced();
  const removed: string[] = [];
  for (const name of entries) {
    if (used.has(name)) continue;
    const file = join(ctx.uploadsDir, name);
    const time = uploads.storedAt(name) ?? (await stat(file).catch(() => null))?.mtimeMs;
    if (time === undefined || now - time < ORPHAN_UPLOAD_MS) continue;
    await unlink(file).catch(() => undefined);
    uploads.forget(name);
    removed.push(name);
  }
  return removed;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

export function registerFileRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  const uploads = uploadRepo(ctx.db);

  /** Streams the one file part to disk, checking its type by content and its size. */
  async function receive(
    req: FastifyRequest,
    allowPdf: boolean,
    owner: string,
    isPrivate: boolean,
  ): Promise<UploadResult> {
    if (!req.isMultipart()) throw badRequest('請以 multipart/form-data 上載檔案');
    const part = await req.file();
    if (!part) throw badRequest('請選擇要上載的檔案');
    await mkdir(ctx.uploadsDir, { recursive: true });
    const tmp = join(ctx.uploadsDir, `${newId('tmp-')}.part`);
    let head = Buffer.alloc(0);
    let size = 0;
    const probe = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
        size += chunk.length;
        cb(null, chunk);
      },
    });
    try {
      await pipeline(part.file, probe, createWriteStream(tmp));
      if (part.file.truncated) throw new ApiError(413, '檔案太大（上限 10 MB）');
      if (size === 0) throw badRequest('檔案是空的');
      const type = sniff(head);
      if (!type || (type.mimetype === 'application/pdf' && !allowPdf)) {
        throw new ApiError(
          415,
          allowPdf
            ? '只接受 JPG、PNG、WebP、GIF 圖片或 PDF 檔案'
            : '只接受 JPG、PNG、WebP 或 GIF 圖片',
        );
      }
      const name = `${newId('')}${newId('')}.${type.ext}`;
      await rename(tmp, join(ctx.uploadsDir, name));
      uploads.record(name, owner, ctx.now(), isPrivate);
      const original = (part.filename || name).replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 100);
      return { url: `/files/uploads/${name}`, filename: original, size, mimetype: type.mimetype };
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      if (err instanceof ApiError) throw err;
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(413, '檔案太大（上限 10 MB）');
      throw err;
    }
  }

  // Images are for public pages, but for an activity's payment receipt (`attachment`).
  handle('uploadImage', async (req) =>
    ok(await receive(req, false, req.clientid, req.query.imgCategory === 'attachment'), '上載成功'),
  );

  /**
   * Documents: a logged-in client's, or a doctor applicant's whose phone a checked sign-up code
   * has verified (`codeKey` and `phone` of that code). Nobody else may store files here.
   */
  handle('uploadFile', async (req) => {
    const { codeKey, phone } = req.query;
    let owner: string | null;
    if (codeKey || phone) {
      if (!codeKey || !phone || !isVerifiedPhone(ctx, phone, codeKey)) {
        throw forbidden('請先以短訊驗證碼驗證手機號碼');
      }
      owner = applicantOwner(phone);
    } else {
      const header = req.headers[TOKEN_HEADER];
      owner = clientForToken(ctx, Array.isArray(header) ? header[0] : header);
      if (!owner) throw new ApiError(401, UNAUTHORISED_MSG);
    }
    // Documents (resumes, sign-up documents, receipts) are private to their owner.
    return ok(await receive(req, true, owner, true), '上載成功');
  });

  /** Whether this request may read an upload: public, or its owner's (token or phone proof). */
  function mayRead(req: FastifyRequest, name: string): { ok: boolean; isPrivate: boolean } {
    const access = uploads.accessOf(name);
    if (!access?.isPrivate) return { ok: true, isPrivate: false };
    const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
    if (clientForToken(ctx, one(req.headers[TOKEN_HEADER])) === access.owner) {
      return { ok: true, isPrivate: true };
    }
    const phone = one(req.headers[PROOF_PHONE_HEADER]);
    const codeKey = one(req.headers[PROOF_CODE_KEY_HEADER]);
    const proved =
      !!phone &&
      !!codeKey &&
      access.owner === applicantOwner(phone) &&
      isVerifiedPhone(ctx, phone, codeKey);
    return { ok: proved, isPrivate: true };
  }

  /** Seed images from the repository, uploads from DATA_DIR. */
  app.get<{ Params: { '*': string } }>('/files/*', async (req, reply) => {
    const rel = req.params['*'];
    const notFound = () => reply.code(404).send({ code: 404, msg: '找不到該檔案' });
    if (!/^[A-Za-z0-9/_.-]+$/.test(rel) || rel.includes('..')) return notFound();
    const [root, ...rest] = rel.split('/');
    const base = root === 'seed' ? ctx.assetsDir : root === 'uploads' ? ctx.uploadsDir : null;
    const type = CONTENT_TYPES[extname(rel).toLowerCase()];
    if (!base || !type || rest.length === 0) return notFound();
    const file = normalize(join(base, ...rest));
    if (!file.startsWith(base)) return notFound();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound();
    // Someone else's private document is answered as if it did not exist.
    const access = root === 'uploads' ? mayRead(req, rest.join('/')) : null;
    if (access && !access.ok) return notFound();
    reply
      .header('content-type', type)
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header(
        'cache-control',
        access?.isPrivate
          ? 'private, no-store'
          : root === 'seed'
            ? 'public, max-age=86400'
            : 'public, max-age=3600',
      );
    return reply.send(createReadStream(file));
  });
}
