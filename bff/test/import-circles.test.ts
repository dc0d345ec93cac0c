/**
 * No module of web, bff, shared or upstream reaches itself again through its imports: static,
 * re-exported, type-only and dynamic `import()` all count, since each is a dependency a reader has
 * to follow (a type-only or lazy import that closes a circle is the same knot, only hidden).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = ['web/src', 'bff/src', 'shared/src', 'upstream/src'];

function sourceFiles(): Set<string> {
  const files = new Set<string>();
  for (const dir of PACKAGES) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        files.add(join(entry.parentPath, entry.name));
      }
    }
  }
  return files;
}

/** The specifiers a module's code names, in every import form. */
function specifiers(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importGraph(): Map<string, string[]> {
  const files = sourceFiles();
  const resolveIn = (from: string, specifier: string): string | undefined => {
    const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
    return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => files.has(candidate),
    );
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      specifiers(file, readFileSync(file, 'utf8')).flatMap((s) =>
        s.startsWith('.') ? (resolveIn(file, s) ?? []) : [],
      ),
    );
  }
  return graph;
}

/** The strongly connected groups of more than one module, or of one that imports itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.includes(v)) found.push(group);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles', () => {
  it('there are none in web, bff, shared and upstream', () => {
    const found = circles(importGraph()).map((group) =>
      group
        .map((file) => relative(ROOT, file))
        .sort()
        .join(' <-> '),
    );
    expect(found).toEqual([]);
  });

  it('would be found: a lazy import back and a type-only one both close a circle', () => {
    const a = '/x/a.ts';
    const b = '/x/b.ts';
    const c = '/x/c.ts';
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
          [c, []],
        ]),
      ).map((g) => g.sort()),
    ).toEqual([[a, b]]);
    const code =
      "import type { T } from './b';\nexport type { U } from './d';\nvoid import('./c');\n";
    expect(specifiers('probe.ts', code)).toEqual(['./b', './d', './c']);
  });
});
