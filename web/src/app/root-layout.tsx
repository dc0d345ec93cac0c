import { Suspense, lazy, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
} from 'react-router';
import {
  APP_READY_ATTR,
  EARLY_INPUT_KEY,
  RENDER_EVENT_NAME,
  isSessionPath,
  href,
} from '@portal/shared';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import classes from '../components/layout/layout.module.css';
import { useFlexibleRootFont } from '../components/layout/use-flexible-root-font';
import { ScrollToTop } from '../components/scroll-to-top/scroll-to-top';
import { useMessageOptions } from '../lib/i18n/locale';
import { m } from '../lib/i18n/messages';
import { useLatched } from '../lib/ui/use-latched';
import { useSignOutPending } from '../lib/session/sign-out-pending';
import { useAnonymousExtras } from '../lib/saved/saved-list';
import { sendPageView } from '../lib/http/page-view';

/** Pause after the app mounts before the render event goes out. */
const RENDER_EVENT_DELAY_MS = 100;

let lastPageViewKey: string | null = null;

/**
 * The page's head tags (from its route module, as the server render worked them out) and a page
 * view, on every route entry. The head code and the route table's head text load with the first
 * route entry, after the first view: the served page already has its head, so until then there is
 * nothing to write. Only the latest entry's head is written, once the run-time settings (the
 * site's addresses) are known.
 */
function useRouteEntry(): void {
  const location = useLocation();
  const matches = useMatches();
  const client = useQueryClient();
  useEffect(() => {
    let current = true;
    import('../lib/page/page-head')
      .then(({ writePageHead }) => writePageHead(matches, client, () => current))
      // Without the head code the document keeps the head it has; the next entry tries again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [matches, client]);
  useEffect(() => {
    // StrictMode runs effects twice in development; count each history entry once.
    if (lastPageViewKey === location.key) return;
    lastPageViewKey = location.key;
    sendPageView(location.pathname);
  }, [location.key, location.pathname]);
}

const RouteProgress = lazy(() => import('../components/layout/route-progress'));
const SavedMergeOffer = lazy(() => import('../features/saved/components/saved-merge-offer'));
const SignOutPendingBanner = lazy(() => import('../components/layout/sign-out-pending-banner'));

/**
 * The notice that a sign-out on this device is not confirmed yet, loaded only when one waits (never
 * on the server or while hydrating: the flag lives in this browser's storage).
 */
function SignOutPendingWhenAny() {
  if (!useSignOutPending()) return null;
  return (
    <Suspense fallback={null}>
      <SignOutPendingBanner />
    </Suspense>
  );
}

/**
 * The offer to keep saves made before login, loaded only when there is something to offer (a
 * logged-in client with anonymous saves on this device).
 */
function SavedMergeOfferWhenAny() {
  if (useAnonymousExtras().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SavedMergeOffer />
    </Suspense>
  );
}

/**
 * The route-change progress bar, loaded when the first navigation starts: a page that is only
 * read never runs its code or adds its element. Its own component, so that switching it on
 * renders only itself, not the whole frame.
 */
function RouteProgressWhenNavigating() {
  const wanted = useLatched(useNavigation().state !== 'idle');
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RouteProgress />
    </Suspense>
  );
}

/** Tells pre-renderers and tests that the app has painted. */
function useRenderEvent(): void {
  useEffect(() => {
    const timer = setTimeout(
      () => document.dispatchEvent(new Event(RENDER_EVENT_NAME)),
      RENDER_EVENT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, []);
}

/**
 * Tells the head's early-input script that the app has hydrated: it marks the page ready (every
 * form is the app's from then on) and hands over what the reader typed or sent before.
 */
function useAppReady(): void {
  useEffect(() => {
    const handOver = (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
    if (typeof handOver === 'function') handOver();
    else document.documentElement.setAttribute(APP_READY_ATTR, '');
  }, []);
}

/** The app frame: header, page, footer, scroll-to-top button and route-entry behaviour. */
export function RootLayout() {
  useFlexibleRootFont();
  useRouteEntry();
  useRenderEvent();
  useAppReady();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);
  const o = useMessageOptions();

  // The sign-out is loaded on demand: the call catalogue stays out of the initial JS. A private
  // page is left before the client is forgotten, so nothing on it asks for data any more.
  const onLogout = async () => {
    setLoggingOut(true);
    try {
      const { signOut } = await import('../lib/session/sign-out');
      await signOut(async () => {
        if (isSessionPath(pathname)) await navigate(href('home'), { replace: true });
      });
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div className={classes.shell}>
      <RouteProgressWhenNavigating />
      <a href="#main" className={classes.skipLink}>
        {m.layout_skip_to_main({}, o)}
      </a>
      <Header onLogout={() => void onLogout()} loggingOut={loggingOut} />
      <main id="main" className={classes.main}>
        <SignOutPendingWhenAny />
        <SavedMergeOfferWhenAny />
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
      <ScrollRestoration />
    </div>
  );
}
