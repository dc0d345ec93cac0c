import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { LIFTED_STYLE_ATTR, OFFER_COOKIE, SSR_STATE_ELEMENT_ID } from '@portal/shared';
import { datesReady } from '../lib/i18n/dates-ready';
import { setPageBeingLoaded } from '../lib/http/http';
import { setNavigate } from '../lib/page/navigation';
import { queryClient } from '../lib/query/query-client';
import { installSessionGuards } from '../lib/session/session-guard';
import { yieldToMain } from '../lib/browser/yield-to-main';
import { sessionReady } from '../lib/session/session-check';
import { App } from './provider';
import { buildHydratingRouter, buildRouter } from './router';

type Router = ReturnType<typeof buildRouter>;

/**
 * Connects the router to code outside React: navigation from the HTTP client's session signals,
 * and the page each call is for while a navigation loads.
 */
function connect(router: Router): Router {
  setNavigate((to, options) => void router.navigate(to, options));
  router.subscribe((state) => setPageBeingLoaded(state.navigation.location?.pathname ?? null));
  return router;
}

// Dates: zh-cn locale with Monday as the first day of the week, loaded beside the first
// page (the router waits for it), so dayjs is not part of the initial JS.
void datesReady();

installSessionGuards(queryClient);
// Session state was restored from sessionStorage on import; ask the BFF who is logged in.
void sessionReady();

/** The query cache the server rendered with, or null when the page was not server-rendered. */
function serverState(): DehydratedState | null {
  const el = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as DehydratedState;
  } catch {
    return null;
  }
}

/**
 * Resolves once the browser has painted: a frame callback runs just before a paint, and a task
 * queued from it runs after. The server-rendered page is on screen before hydration takes the
 * main thread.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Puts each style element the BFF moved to the head back in the place the server render had it
 * (marked by a numbered `<template>`), so hydration finds the tree React rendered. The cascade
 * does not change: the styles keep their order, after every stylesheet.
 */
function restoreLiftedStyles(root: HTMLElement): void {
  for (const mark of root.querySelectorAll<HTMLTemplateElement>(`template[${LIFTED_STYLE_ATTR}]`)) {
    const n = mark.getAttribute(LIFTED_STYLE_ATTR);
    const style = document.head.querySelector(`style[${LIFTED_STYLE_ATTR}="${n}"]`);
    if (!style) continue;
    style.removeAttribute(LIFTED_STYLE_ATTR);
    mark.replaceWith(style);
  }
}

async function start(root: HTMLElement): Promise<void> {
  const state = root.hasAttribute('data-ssr') ? serverState() : null;
  if (state) {
    try {
      await afterFirstPaint();
      // Each step in a task of its own: together they would hold the main thread for one long
      // stretch on a phone.
      hydrate(queryClient, state);
      await yieldToMain();
      const router = connect(await buildHydratingRouter());
      await yieldToMain();
      restoreLiftedStyles(root);
      // As a transition, hydration works in short slices and yields to the browser between
      // them, instead of holding the main thread for the whole page (taps stay responsive).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App client={queryClient} router={router} />
          </StrictMode>,
        );
      });
      return;
    } catch {
      // The page chunk did not load: render from scratch below (the router retries it).
    }
  }
  // A private page (the server sent its frame only) or a page the server could not render.
  const router = connect(buildRouter());
  createRoot(root).render(
    <StrictMode>
      <App client={queryClient} router={router} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);

// The service worker (offline pages, installing the portal) starts once the page has loaded (and
// then waits for an idle moment), so it takes nothing from the first view.
if ('serviceWorker' in navigator) {
  const startWorker = () => void import('../lib/offline/service-worker').catch(() => undefined);
  if (document.readyState === 'complete') startWorker();
  else window.addEventListener('load', startWorker, { once: true });
}

// The BFF marks a page for the banner offering the other script (a cookie, so the page itself
// stays the same for every reader); its code loads only then.
if (document.cookie.includes(`${OFFER_COOKIE}=`)) {
  void import('../components/layout/script-offer').then((m) => m.showScriptOffer());
}
