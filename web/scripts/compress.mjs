// Precompresses the built assets (brotli and gzip) so the BFF can serve them without compressing
// on every request.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { COPIES } from '@portal/shared/copies';

const root = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // dist/server, dist/zh-cn/server and dist/en/server are the server render's bundles: read by
    // the BFF from disk, never sent.
    if (entry.isDirectory()) {
      if (entry.name !== 'server' || !COPIES.some((copy) => dir === join(root, copy.dir)))
        yield* walk(path);
    } else yield path;
  }
}

let count = 0;
for await (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 1024) continue;
  const body = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${root}`);
