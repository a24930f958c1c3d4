import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";

// The methods a path's route takes, for the `Allow` header of a 405 answered outside the route (server.js
// refuses TRACE before Remix, which cannot carry it; a page refuses a method Remix itself rejects).

type Module = ServerBuild["routes"][string]["module"];
type RouteObject = Parameters<typeof matchRoutes>[0][number];
/** A build's routes (ServerBuild["routes"]), or what a page render knows of them (manifest plus modules). */
type Routes = Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; module?: Module } | undefined>;

/** What a JSON route made with apiRoute() answers to (lib/api.server tags its handler). */
export interface MethodsTagged {
  allowedMethods?: string;
}

/** The methods a route module takes: a page GET and HEAD (POST when it has an action); a resource route its own list. */
export function moduleMethods(module: Module | undefined): string {
  if (!module) return "GET, HEAD";
  const tagged = (module.loader as MethodsTagged | undefined)?.allowedMethods ?? (module.action as MethodsTagged | undefined)?.allowedMethods;
  if (tagged) return tagged;
  const methods = module.loader || module.default ? ["GET", "HEAD"] : [];
  if (module.action) methods.push("POST");
  return methods.join(", ");
}

const trees = new WeakMap<Routes, RouteObject[]>();

function treeOf(routes: Routes): RouteObject[] {
  let tree = trees.get(routes);
  if (!tree) {
    const children = (parentId: string | undefined): RouteObject[] =>
      Object.values(routes)
        .filter((route) => route && route.parentId === parentId)
        .map(
          (route) =>
            ({
              id: route!.id,
              path: route!.path,
              index: route!.index,
              caseSensitive: route!.caseSensitive,
              children: children(route!.id),
            }) as RouteObject,
        );
    tree = children(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/** The `Allow` value for `pathname` in this build ("GET, HEAD" when nothing matches: the not-found page). */
export function allowedMethods(routes: Routes, pathname: string): string {
  const matches = matchRoutes(treeOf(routes), pathname);
  const leaf = matches?.at(-1)?.route.id;
  return moduleMethods(leaf ? routes[leaf]?.module : undefined);
}
