import { describe, expect, it } from 'vitest';
import { firstLoadLibModules } from './first-load';

const chunk = (moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  isEntry,
  imports,
  moduleIds,
});

describe('the first-load list of the lib', () => {
  it('takes the entry and what it imports statically, never a lazy chunk', () => {
    const bundle = {
      'index.js': chunk(['/w/src/main.tsx', '/w/src/lib/http/http.ts'], ['boot.js'], true),
      'boot.js': chunk(['/w/node_modules/react/index.js', '/w/src/lib/session/current-session.ts']),
      'drafts.js': chunk(['/w/src/lib/drafts/drafts.ts'], ['boot.js']),
      'style.css': { type: 'asset' as const },
    };
    expect(firstLoadLibModules(bundle, '/w')).toEqual([
      'src/lib/http/http.ts',
      'src/lib/session/current-session.ts',
    ]);
  });
});
