/**
 * Build plugin: each Mantine component brings its own stylesheet.
 *
 * `@mantine/core/styles.css` (every component, about 37 KB gzip) was render-blocking on every page
 * although the first paint needs a dozen components. Mantine 9 ships one file per component
 * (`@mantine/core/styles/<Name>.css`); this plugin adds `import '@mantine/core/styles/<Name>.css'`
 * to the component's class-name module (`esm/components/.../<Name>.module.mjs`), so the CSS lands
 * in whichever chunk holds the component: the shell's components in the entry stylesheet, the
 * others in the lazy page chunks that use them (Vite loads a chunk's CSS before running it, and a
 * chunk's dependencies' CSS before its own, so our `*.module.css` still come after Mantine's).
 * The global parts (baseline, CSS variables, global) are imported by app/provider.tsx.
 */
import type { Plugin } from 'vite';

const COMPONENT_CLASSES = /@mantine\/core\/esm\/components\/(?:.+\/)?([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentCss(): Plugin {
  return {
    name: 'portal:mantine-component-css',
    transform(code, id) {
      const match = COMPONENT_CLASSES.exec(id.split('?')[0]!);
      if (!match) return null;
      return { code: `import '@mantine/core/styles/${match[1]}.css';\n${code}`, map: null };
    },
  };
}
