/**
 * The files each page is served with, as the real server bundle (`pnpm build`) reports them: for
 * every route, its page module's own chunk is preloaded (unless the entry loads it already), and
 * every file named exists in that version of the build, the Simplified copy's under its own names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes, routesById, type ServerRenderModule } from '@portal/shared';
import { DEFAULT_WEB_DIST_DIR } from '../../src/config';

const DIST = DEFAULT_WEB_DIST_DIR;

async function bundle(dir: string): Promise<ServerRenderModule> {
  const file = join(dir, 'server', 'entry-server.js');
  if (!existsSync(file)) {
    throw new Error(`${dir} has no server render: run \`npx -y pnpm@10.34.8 build\``);
  }
  return (await import(pathToFileURL(file).href)) as ServerRenderModule;
}

/** The ids a render matches for the route: the frame's, then the route's parents and its own. */
function matched(id: string): string[] {
  const chain: string[] = [];
  for (
    let def = routesById.get(id);
    def;
    def = def.parent ? routesById.get(def.parent) : undefined
  ) {
    chain.unshift(def.id);
  }
  return ['root', 'frame', ...chain];
}

const pages = routes.filter((r) => !r.redirect && r.path !== '*');

describe("a page's files in the real build", () => {
  it("preload each route's page chunk, and name only files the build has", async () => {
    const chunks = JSON.parse(
      readFileSync(join(DIST, '.vite', 'page-chunks.json'), 'utf8'),
    ) as Record<string, string>;
    const template = readFileSync(join(DIST, 'index.html'), 'utf8');
    const hant = await bundle(DIST);
    const hans = await bundle(join(DIST, 'zh-cn'));
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) {
      const files = hant.assets(matched(route.id));
      const own = Object.entries(chunks).find(([module]) =>
        module.endsWith(
          `/${(route.page ?? route.id).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`,
        ),
      )?.[1];
      expect(own, route.id).toBeDefined();
      if (!template.includes(own!)) expect(files.preloads, route.id).toContain(own);
      expect(files.styles.length, route.id).toBeGreaterThan(0);
      for (const file of [...files.styles, ...files.preloads]) {
        expect(existsSync(join(DIST, file)), `${route.id}: ${file}`).toBe(true);
      }
      const copy = hans.assets(matched(route.id));
      expect(copy.preloads).toHaveLength(files.preloads.length);
      for (const file of [...copy.styles, ...copy.preloads]) {
        expect(existsSync(join(DIST, 'zh-cn', file)), `${route.id}: zh-cn/${file}`).toBe(true);
      }
    }
  });
});
