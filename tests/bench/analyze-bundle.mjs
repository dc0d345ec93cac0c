// Diagnostic, not a gate: what makes up the initial JS? Rebuilds the SPA into a temporary directory
// with the project's own Vite config and prints, for the entry chunk and its static imports, each
// package's (Mantine: each component's) and each source folder's share of the rendered code.
// Run: node tests/bench/analyze-bundle.mjs [rows]
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { measureBundle, kb } from './size.mjs';

const webDir = resolve(fileURLToPath(new URL('../../web', import.meta.url)));
const require = createRequire(join(webDir, 'package.json'));
const { build } = await import(pathToFileURL(require.resolve('vite')).href);
const outDir = mkdtempSync(join(tmpdir(), 'portal-bundle-analysis-'));

function packageOf(id) {
  const match = id.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  return match ? match[1] : undefined;
}

/** Rendered (pre-minify) bytes per package or source folder, over the chunks the entry loads. */
const byOwner = new Map();
const ownerOf = (id) => {
  const pkg = packageOf(id);
  if (pkg) {
    const sub = id.match(
      /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(?:@[^/]+\/)?[^/]+\/(?:esm\/|dist\/esm\/|dist\/)?(?:components\/)?([^/.]+)/,
    );
    return pkg.startsWith('@mantine/') && sub ? `${pkg} ${sub[1]}` : pkg;
  }
  return id.replace(webDir + '/', '').replace(/\/[^/]+$/, '/');
};
const attribution = {
  name: 'bench-attribution',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
    const byFile = new Map(chunks.map((c) => [c.fileName, c]));
    const seen = new Set();
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const [id, info] of Object.entries(chunk.modules)) {
        const owner = ownerOf(id);
        byOwner.set(owner, (byOwner.get(owner) ?? 0) + info.renderedLength);
      }
      for (const dep of chunk.imports) visit(byFile.get(dep));
    };
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  },
};

try {
  await build({
    root: webDir,
    configFile: join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    plugins: [attribution],
    build: { outDir, emptyOutDir: true },
  });
  const result = measureBundle(outDir);
  const total = [...byOwner.values()].reduce((a, b) => a + b, 0);
  console.log(
    `initial JS: ${kb(result.initialJs.gzip)} gzip; share of its rendered (pre-minify) code by owner:`,
  );
  const rows = [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.argv[2] ?? 40));
  for (const [owner, bytes] of rows) {
    console.log(
      `  ${owner.padEnd(56)}${kb(bytes).padStart(10)}${((bytes / total) * 100).toFixed(1).padStart(7)} %`,
    );
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
