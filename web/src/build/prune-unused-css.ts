/**
 * Build step: drops the Mantine rules that no built script can use.
 *
 * Mantine's component styles come as one stylesheet per component (app/mantine-styles.ts imports
 * nearly all of them), keyed by hashed class names (`.m_6d731127`). A component's class names are
 * in the scripts only when the app renders that component, so a rule whose selector names a class
 * found in no output chunk can never match: shipping it only makes every style recalculation and
 * the stylesheet download slower. Selectors are removed one by one (a rule stays while any of its
 * selectors may match), rules stay in their order, and every other rule (ours, globals, variables)
 * is kept as it is.
 *
 * Pruned stylesheets get a new content-hashed name, and every reference to the old name (scripts,
 * the HTML page, the manifest) is rewritten, so a cached copy of the full sheet is never confused
 * with the pruned one.
 */
import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin } from 'vite';

const MANTINE_CLASS = /\bm_[0-9a-f]{5,10}\b/g;
const SELECTOR_CLASS = /\.(m_[0-9a-f]{5,10})(?![\w-])/g;

/** Every Mantine class name written in a script. */
export function mantineClassesIn(code: string): Set<string> {
  return new Set(code.match(MANTINE_CLASS) ?? []);
}

/**
 * The stylesheet without the selectors that name a Mantine class outside `used`; empty rules and
 * emptied at-rules (media queries, layers) go too.
 */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  let changed = false;
  root.walkRules((rule) => {
    const keep = rule.selectors.filter((selector) =>
      [...selector.matchAll(SELECTOR_CLASS)].every((m) => used.has(m[1]!)),
    );
    if (keep.length === rule.selectors.length) return;
    changed = true;
    if (keep.length === 0) rule.remove();
    else rule.selectors = keep;
  });
  if (!changed) return css;
  // Innermost first: a media query inside a layer empties the layer too.
  const empty: postcss.AtRule[] = [];
  root.walkAtRules((at) => {
    if (at.nodes) empty.unshift(at);
  });
  for (const at of empty) if (at.nodes?.length === 0) at.remove();
  return root.toString();
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
}

export function pruneUnusedMantineCss(): Plugin {
  return {
    name: 'portal:prune-unused-mantine-css',
    apply: 'build',
    generateBundle: {
      // After Vite's own steps (the HTML page and the manifest name the stylesheets).
      order: 'post',
      handler(_options, bundle) {
        const used = new Set<string>();
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') for (const c of mantineClassesIn(item.code)) used.add(c);
        }
        if (used.size === 0) return;
        const renamed = new Map<string, string>();
        for (const item of Object.values(bundle)) {
          if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
          const css =
            typeof item.source === 'string' ? item.source : Buffer.from(item.source).toString();
          const pruned = pruneCss(css, used);
          if (pruned === css) continue;
          const oldName = item.fileName;
          const newName = oldName.replace(/-[\w]{8}\.css$/, `-${contentHash(pruned)}.css`);
          item.source = pruned;
          if (newName === oldName) continue;
          // Emitted anew under its new name: Rolldown ignores assets put into the bundle by hand.
          delete bundle[oldName];
          this.emitFile({ type: 'asset', fileName: newName, source: pruned });
          renamed.set(oldName, newName);
        }
        if (renamed.size === 0) return;
        const rewrite = (text: string) => {
          let out = text;
          for (const [from, to] of renamed) out = out.replaceAll(from, to);
          return out;
        };
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk') {
            item.code = rewrite(item.code);
            const css = item.viteMetadata?.importedCss;
            if (css) {
              for (const [from, to] of renamed) {
                if (css.delete(from)) css.add(to);
              }
            }
          } else if (typeof item.source === 'string' && /\.(html|json)$/.test(item.fileName)) {
            item.source = rewrite(item.source);
          }
        }
      },
    },
  };
}
