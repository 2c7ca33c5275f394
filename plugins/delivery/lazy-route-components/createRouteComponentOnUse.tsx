/**
 * Stands in for `@docusaurus/ComponentCreator` in the generated route table: the same signature,
 * but Docusaurus's component for the route (a react-loadable map over the route's chunks) is
 * created on the route's first render or preload, then reused.
 */
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
