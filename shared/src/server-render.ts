/**
 * The server render's interface: what the web build's server bundle (`dist/server/
 * entry-server.js`) exports and the BFF calls. Declared once here, implemented by the web app and
 * used by the BFF, so neither re-declares the other's side.
 */
import type { PageHead } from './head';

/** A request the app's data layer makes while rendering (the BFF's transport answers it). */
export interface RenderRequest {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | null | undefined>;
  /** A JSON body. */
  body?: unknown;
}

/** Answers the render's requests in place of `fetch`: resolves with the parsed JSON body. */
export type RenderTransport = (path: string, options: RenderRequest) => Promise<unknown>;

export interface RenderOptions {
  /** Time for the page's data: what has not arrived by then renders as a skeleton. */
  budgetMs: number;
  /**
   * The CSP nonce for the inline scripts React writes when a part of the page is left to the
   * browser (a boundary that failed or ran out of time); the BFF passes a placeholder it replaces
   * per response.
   */
  nonce?: string;
  /**
   * The locale of the page's interface text (a locale of shared/project.inlang): each render has its
   * own, never one for the whole process. Without it, the locale of the copy of the app the
   * bundle belongs to (zh-Hant-HK, or zh-Hans in the Simplified copy).
   */
  locale?: 'zh-Hant-HK' | 'zh-Hans' | 'en';
}

export type RenderResult<State = unknown> =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /**
       * The markup of `#root`; null when the page could not be rendered (a part of it failed),
       * which the browser then renders itself, under the head the route module gave.
       */
      html: string | null;
      /** The page's head, as its route module describes it (the BFF writes the tags). */
      head: PageHead;
      /** The query cache the markup was rendered with (dehydrated), for the browser. */
      state: State;
      /** Ids of the matched routes, outermost first. */
      routeIds: string[];
      /** False when data was still on its way at the end of the budget (skeletons rendered). */
      complete: boolean;
      /**
       * Reads the page made while rendering that no loader had started (rendered as skeletons,
       * fetched by the browser): a page whose loader misses a read names it here.
       */
      unloaded: string[];
    };

/**
 * A page's head worked out from its loaders' reads alone, without rendering it: for a page served
 * unrendered (no place or budget for a render), so it still carries its record's title,
 * description, canonical and JSON-LD.
 */
export type HeadResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'head'; status: number; head: PageHead };

/**
 * The browser build's files a page is served with, paths relative to the build's base: its
 * stylesheets in cascade order, and the chunks of its own the entry does not load (preloaded).
 */
export interface PageFiles {
  styles: string[];
  preloads: string[];
}

/** The server bundle's exports. */
export interface ServerRenderModule<State = unknown> {
  render(url: string, options: RenderOptions): Promise<RenderResult<State>>;
  /** See {@link HeadResult} (absent from builds made before it existed). */
  head?(url: string, options: RenderOptions): Promise<HeadResult>;
  /**
   * The files a page of the matched routes (`RenderResult`'s `routeIds`) is served with, worked
   * out from the browser build when the bundle was built.
   */
  assets(routeIds: readonly string[]): PageFiles;
  /** Sets where the render's requests go (the BFF calls it once at start). */
  setServerTransport(transport: RenderTransport): void;
  /** Loads every page's code and renders `url` once (called in the background at start). */
  warm(url: string): Promise<void>;
}
