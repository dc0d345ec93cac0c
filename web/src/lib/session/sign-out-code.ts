/**
 * The code a sign-out runs (sign-out.ts) and the notice it shows when the BFF cannot confirm it
 * (the pending banner), loaded while a client is logged in on this tab: a sign-out asked for
 * offline then has nothing left to fetch. Both stay out of the first load (a visitor never needs
 * them); which pages happen to load them with their own code is the bundler's choice, so they are
 * asked for here by name. The browser keeps a module it has loaded, so the click's own imports
 * find them without the network.
 */
import { getSession } from './current-session';

let loading: Promise<void> | null = null;

/**
 * Loads the sign-out's code when a client is logged in (at once otherwise). Never rejects: a page
 * that could not load it still works, and the next call tries again.
 */
export function loadSignOutCode(): Promise<void> {
  if (!getSession().loggedIn) return Promise.resolve();
  loading ??= Promise.all([
    import('./sign-out'),
    import('../../components/layout/sign-out-pending-banner'),
  ]).then(
    () => undefined,
    () => {
      loading = null;
    },
  );
  return loading;
}
