/**
 * One page of every kind the build made (route component; for docs, version and `api_page` kind),
 * from its own route list, so a new kind appears without anyone editing a list.
 */

/** `RouteConfig` of @docusaurus/types. */
export interface RouteLike {
  readonly path: string;
  readonly component: string;
  readonly routes?: readonly RouteLike[];
}

export interface DocLike {
  readonly permalink: string;
  readonly versionLabel: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

export interface PageKind {
  /** e.g. `@theme/BlogPostPage`, or `docs 7.2.0: function` for a docs page. */
  readonly kind: string;
  readonly component: string;
  readonly docsVersion?: string;
  readonly sample: string;
  readonly routes: number;
}

/** Not a route of any plugin. */
export const notFoundKind: PageKind = { kind: '@theme/NotFound', component: '@theme/NotFound', sample: '/no-such-page', routes: 0 };

const leavesOf = (routes: readonly RouteLike[]): RouteLike[] =>
  routes.flatMap((route) => (route.routes && route.routes.length > 0 ? leavesOf(route.routes) : [route]));

/** `{dir}/404.html` is what a reader sees at any missing address in `{dir}`. */
const addressOf = (routePath: string): string => routePath.replace(/\/404\.html$/, '/no-such-page');

const byPath = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b);

export function pageKindsOf(routes: readonly RouteLike[], docs: readonly DocLike[], siteDir: string): PageKind[] {
  // An index doc's permalink ends in a slash, its route's path does not.
  const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');
  const docsByPath = new Map(docs.map((doc) => [withoutSlash(doc.permalink), doc]));
  const component = (path: string) => (path.startsWith(`${siteDir}/`) ? path.slice(siteDir.length + 1) : path);
  const groups = new Map<string, { component: string; docsVersion?: string; paths: string[] }>();
  for (const route of leavesOf(routes)) {
    const doc = docsByPath.get(withoutSlash(route.path));
    const docKind = doc ? ((doc.frontMatter.api_page as string | undefined) ?? 'guide') : undefined;
    const kind = doc ? `docs ${doc.versionLabel}: ${docKind}` : component(route.component);
    const group = groups.get(kind) ?? { component: component(route.component), docsVersion: doc?.versionLabel, paths: [] };
    group.paths.push(route.path);
    groups.set(kind, group);
  }
  const kinds = [...groups].map(([kind, { component, docsVersion, paths }]): PageKind => {
    const [first] = [...paths].sort(byPath);
    return { kind, component, ...(docsVersion ? { docsVersion } : {}), sample: addressOf(first!), routes: paths.length };
  });
  return [...kinds, notFoundKind].sort((a, b) => byPath(a.kind, b.kind));
}
