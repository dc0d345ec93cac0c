/**
 * Build step: React Router's `<Form>` is marked as free of side effects, so a build that never
 * renders it leaves it out.
 *
 * The router declares `Form` as a `forwardRef(...)` call at the top of its DOM components' module
 * (`dist/<build>/lib/dom/lib.js`, beside `Link` and `ScrollRestoration`, which the first view uses)
 * and then sets its `displayName`. Without a `/* @__PURE__ *\/` mark the bundler must keep the call,
 * and with it the form submission code it reaches (`useSubmit`, `useFormAction`, the submission
 * encoding): about 1 KB gzip of the first load, in the router's boot chunk, that no page runs.
 * When a router release words the declaration differently, nothing matches and the module is
 * left as it is (the size budget then shows the difference).
 */
import type { Plugin } from 'vite';

const ROUTER_DOM_MODULE = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]lib\.js$/;
const FORM_DECLARATION = /^(const|var) Form = (React[\w$]*\.forwardRef\()/m;
const FORM_DISPLAY_NAME = /^Form\.displayName = "Form";$/m;

/** The router module's code with `Form` marked pure, or null when it has no such declaration. */
export function markRouterFormPure(code: string): string | null {
  if (!FORM_DECLARATION.test(code)) return null;
  return code
    .replace(FORM_DECLARATION, '$1 Form = /* @__PURE__ */ $2')
    .replace(FORM_DISPLAY_NAME, '');
}

export function unusedRouterForm(): Plugin {
  return {
    name: 'portal:unused-router-form',
    transform(code, id) {
      if (!ROUTER_DOM_MODULE.test(id)) return null;
      const marked = markRouterFormPure(code);
      return marked === null ? null : { code: marked, map: null };
    },
  };
}
