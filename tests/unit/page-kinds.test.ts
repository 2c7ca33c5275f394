/** The page kinds the accessibility tests sample: derived from routes and docs, not listed by hand. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { notFoundKind, pageKindsOf, type DocLike, type RouteLike } from '../../plugins/quality/page-kinds/pageKinds';

const site = '/site';
const docsRoute = (path: string, children: string[]): RouteLike => ({
  path,
  component: '@theme/DocsRoot',
  routes: [{ path, component: '@theme/DocRoot', routes: children.map((child) => ({ path: child, component: '@theme/DocItem' })) }],
});
const doc = (permalink: string, versionLabel: string, apiPage?: string): DocLike => ({
  permalink,
  versionLabel,
  frontMatter: apiPage ? { api_page: apiPage } : {},
});

describe('pageKindsOf', () => {
  const routes: RouteLike[] = [
    { path: '/', component: `${site}/src/pages/index.tsx` },
    { path: '/blog/second-post', component: '@theme/BlogPostPage' },
    { path: '/blog/First-post', component: '@theme/BlogPostPage' },
    { path: '/docs/7.0.0/404.html', component: `${site}/plugins/content/version-not-found-pages/VersionNotFound.tsx` },
    docsRoute('/docs', ['/docs/intro', '/docs/api', '/docs/api/along', '/docs/api/Area', '/docs/api/bbox']),
    docsRoute('/docs/7.0.0', ['/docs/7.0.0/intro', '/docs/7.0.0/api/along']),
  ];
  const docs = [
    doc('/docs/intro', '7.2.0'),
    doc('/docs/api/', '7.2.0', 'index'),
    doc('/docs/api/along', '7.2.0', 'function'),
    doc('/docs/api/Area', '7.2.0', 'type'),
    doc('/docs/api/bbox', '7.2.0', 'function'),
    doc('/docs/7.0.0/intro', '7.0.0'),
    doc('/docs/7.0.0/api/along', '7.0.0', 'function'),
  ];
  const kinds = pageKindsOf(routes, docs, site);
  const byKind = new Map(kinds.map((kind) => [kind.kind, kind]));

  it('gives docs pages a kind per version and per API page kind, guides where a page has none', () => {
    assert.deepEqual(
      kinds.filter((kind) => kind.docsVersion).map(({ kind, sample, routes: count }) => [kind, sample, count]),
      [
        ['docs 7.0.0: function', '/docs/7.0.0/api/along', 1],
        ['docs 7.0.0: guide', '/docs/7.0.0/intro', 1],
        ['docs 7.2.0: function', '/docs/api/along', 2],
        ['docs 7.2.0: guide', '/docs/intro', 1],
        // The index doc's permalink has a trailing slash, its route's path none: still matched.
        ['docs 7.2.0: index', '/docs/api', 1],
        ['docs 7.2.0: type', '/docs/api/Area', 1],
      ],
    );
  });

  it('gives other routes their component as kind, sampled at their first path', () => {
    assert.deepEqual(byKind.get('@theme/BlogPostPage'), {
      kind: '@theme/BlogPostPage',
      component: '@theme/BlogPostPage',
      sample: '/blog/First-post',
      routes: 2,
    });
    assert.equal(byKind.get('src/pages/index.tsx')?.sample, '/');
    // Layout routes (DocsRoot, DocRoot) render no page of their own.
    assert.equal(byKind.has('@theme/DocsRoot'), false);
    assert.equal(byKind.has('@theme/DocItem'), false);
  });

  it('samples not-found pages at a missing address, where readers see them', () => {
    assert.equal(byKind.get('plugins/content/version-not-found-pages/VersionNotFound.tsx')?.sample, '/docs/7.0.0/no-such-page');
    assert.deepEqual(byKind.get('@theme/NotFound'), notFoundKind);
  });

  it('grows with the routes: a new component or API page kind is a new kind', () => {
    const more = pageKindsOf(
      [...routes, { path: '/changelog', component: '@theme/ChangelogPage' }, docsRoute('/docs', ['/docs/api/recipes/one'])],
      [...docs, doc('/docs/api/recipes/one', '7.2.0', 'recipe')],
      site,
    );
    assert.deepEqual(
      more.map((kind) => kind.kind).filter((kind) => !byKind.has(kind)),
      ['@theme/ChangelogPage', 'docs 7.2.0: recipe'],
    );
  });
});
