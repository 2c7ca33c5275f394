// Before Docusaurus matches a path, the route shards it reaches join the route tree and tables. Until then a version's
// route has `loadRoutes` instead of `routes` and matches as a prefix, which is how its shard is found.
import routes from '@generated/routes';
import registry from '@generated/registry';
import routesChunkNames from '@generated/routesChunkNames';
import { matchRoutes, type RouteConfig } from 'react-router-config';

/** What `routes.js?route-shard=N` exports (plugins/delivery/route-data/shards/splitGeneratedRouteData.cjs). */
interface RouteShard {
  registry: typeof registry;
  routesChunkNames: typeof routesChunkNames;
  createRoutes(): RouteConfig[];
}

type ShardedRoute = RouteConfig & { loadRoutes?: () => Promise<RouteShard> };

const loading = new WeakMap<ShardedRoute, Promise<void>>();
let revision = 0;

/** Grows by one each time a shard joins the route tables, for indexes built over them. */
export function routeDataRevision(): number {
  return revision;
}

/** Resolves once every route shard that `pathname` reaches is part of the route tree. */
export async function ensureRouteShards(pathname: string): Promise<void> {
  const pathnames = [...new Set([pathname, safeDecodeURI(pathname)])];
  for (;;) {
    const unloaded = pathnames
      .flatMap((candidate) => matchRoutes(routes, candidate))
      .map(({ route }) => route as ShardedRoute)
      .filter((route) => route.loadRoutes && !route.routes);
    if (unloaded.length === 0) return;
    await Promise.all(unloaded.map(loadShard));
  }
}

function loadShard(route: ShardedRoute): Promise<void> {
  let loaded = loading.get(route);
  if (!loaded) {
    loaded = route.loadRoutes!().then(
      (shard) => {
        // The tables first: Docusaurus reads them when a route's component is created.
        Object.assign(registry, shard.registry);
        Object.assign(routesChunkNames, shard.routesChunkNames);
        route.routes = shard.createRoutes();
        revision += 1;
      },
      (error: unknown) => {
        // A later navigation may try again (Docusaurus reloads the page when preloading fails).
        loading.delete(route);
        throw error;
      },
    );
    loading.set(route, loaded);
  }
  return loaded;
}

function safeDecodeURI(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
