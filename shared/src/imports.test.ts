/**
 * The shared modules import one another in one direction only: the schema tables (requests.ts,
 * answers.ts, schemas.ts) import no catalogue, the catalogue imports their types, and the domain
 * files import neither. A cycle, even of type-only imports, means a reader cannot take one file
 * without the others, and the type checker resolves some of its types half-way.
 */
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The shared modules each module imports or re-exports from, type-only ones included. */
function importGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of Object.entries(files)) {
    const targets = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.\/[\w.-]+)'/gm)].map(
      (m) => (m[1]!.endsWith('.ts') || m[1]!.endsWith('.json') ? m[1]! : `${m[1]}.ts`),
    );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle met by a depth-first walk, as the chain of files around it. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.push([...path.slice(at), next].join(' -> '));
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return found;
}

describe('imports in shared', () => {
  it('form no cycle', () => {
    const graph = importGraph(sources);
    expect(graph.size).toBeGreaterThan(20);
    // The walk sees imports that span lines, and type-only ones.
    expect(graph.get('./calls.ts')).toEqual(['./answers.ts', './requests.ts']);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = importGraph({
      './a.ts': "import type {\n  B,\n} from './b';\n",
      './b.ts': "export * from './c';\n",
      './c.ts': "import { A } from './a';\n",
    });
    expect(cycles(graph)).toEqual(['./a.ts -> ./b.ts -> ./c.ts -> ./a.ts']);
  });
});
