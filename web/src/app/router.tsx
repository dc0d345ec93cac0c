/**
 * Builds the data router from the shared route table. Each page is a lazy module
 * `routes/<route-id in kebab-case>.tsx` exporting `default` (the page component) and optionally
 * `loader`; routes that share a page name it with `page` in the table. A parent route's page
 * (home, doctor detail, children) renders its children through `<Outlet />` and shows its own
 * index content when `useOutlet()` is null.
 */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { routes, type RouteDef } from '@portal/shared';
import { RootLayout } from './root-layout';

type PageModule = {
  default: React.ComponentType;
  loader?: RouteObject['loader'];
};

const pageModules = import.meta.glob<PageModule>('./routes/*.tsx');

export function pageFile(id: string): string {
  return `./routes/${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;
}

function lazyPage(def: RouteDef): RouteObject['lazy'] {
  const load = pageModules[pageFile(def.page ?? def.id)] ?? pageModules[pageFile('notFound')];
  if (!load) throw new Error(`No page module for route ${def.id}`);
  return async () => {
    const mod = await load();
    return { Component: mod.default, loader: mod.loader };
  };
}

function toRouteObject(def: RouteDef): RouteObject {
  if (def.redirect) {
    const target = def.redirect;
    return { id: def.id, path: def.path, loader: () => redirect(target) };
  }
  return { id: def.id, path: def.path, lazy: lazyPage(def), handle: { routeId: def.id } };
}

export function buildRouteObjects(table: readonly RouteDef[]): RouteObject[] {
  const objects = new Map(table.map((def) => [def.id, toRouteObject(def)]));
  const top: RouteObject[] = [];
  for (const def of table) {
    const obj = objects.get(def.id)!;
    const parent = def.parent ? objects.get(def.parent) : undefined;
    if (parent) (parent.children ??= []).push(obj);
    else top.push(obj);
  }
  return top;
}

export const router = createBrowserRouter([
  { id: 'root', element: <RootLayout />, children: buildRouteObjects(routes) },
]);
