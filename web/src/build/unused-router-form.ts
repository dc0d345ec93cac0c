/**
 * Build step: React Router's `<Form>` is marked as free of side effects, so a build that never
 * renders it leaves it out.
 *
 * The router declares `Form` as a `forwardRef(...)` call at the top of its one large module and
 * then sets its `displayName`. Without a `/* @__PURE__ *\/` mark the bundler must keep the call,
 * and with it the form submission code it reaches (`useSubmit`, `useFormAction`, the submission
 * encoding): about 1 KB gzip of the first load, in the router's boot chunk, that no page runs.
 * When a router release words the declaration differently, nothing matches and the module is
 * left as it is (the size budget then shows the difference).
 */
import type { Plugin } from 'vite';

const ROUTER_CHUNK = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;
const FORM_DECLARATION = /^var Form = (React\d*\.forwardRef\()/m;
const FORM_DISPLAY_NAME = /^Form\.displayName = "Form";$/m;

/** The router module's code with `Form` marked pure, or null when it has no such declaration. */
export function markRouterFormPure(code: string): string | null {
  if (!FORM_DECLARATION.test(code)) return null;
  return code
    .replace(FORM_DECLARATION, 'var Form = /* @__PURE__ */ $1')
    .replace(FORM_DISPLAY_NAME, '');
}

export function unusedRouterForm(): Plugin {
  return {
    name: 'portal:unused-router-form',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id)) return null;
      const marked = markRouterFormPure(code);
      return marked === null ? null : { code: marked, map: null };
    },
  };
}
