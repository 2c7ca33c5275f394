// Creates a route's component on its first render or preload, not every route's while main.js starts.
// Registered as lazy-route-components/createRouteComponentOnUse in dependency-patches/registry.cjs.
import type { ComponentType, ReactNode } from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ComponentType<object> & { preload(): Promise<unknown> };

export default function createRouteComponentOnUse(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const component = (): RouteComponent => (created ??= createRouteComponent(path, hash) as RouteComponent);
  function RouteOnUse(props: object): ReactNode {
    const Route = component();
    return <Route {...props} />;
  }
  RouteOnUse.preload = () => component().preload();
  return RouteOnUse;
}
