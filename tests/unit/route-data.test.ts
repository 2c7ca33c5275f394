/**
 * plugins/delivery/route-data splits Docusaurus's generated route data: each docs version's routes, with
 * the chunk names and registry entries only they use, become a chunk of their own; the rest stays
 * in the main bundle. Tested on a small site in the generated files' own format.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as acorn from 'acorn';

import { addShardToPage, routePathOfFile, shardForRoute } from '../../plugins/delivery/route-data/shards/listShardsInPages';

const require = createRequire(import.meta.url);
const { partitionRouteData, chunkNamesOf } = require('../../plugins/delivery/route-data/shards/partitionRouteData.cjs');
const splitGeneratedRouteData = require('../../plugins/delivery/route-data/shards/splitGeneratedRouteData.cjs');
const reportChunkNamesOnServer = require('../../plugins/delivery/route-chunks-in-pages/reportChunkNamesOnServer.cjs');

const route = (routePath: string, hash: string, extra = '') =>
  `{\n    path: '${routePath}',\n    component: ComponentCreator('${routePath}', '${hash}'),${extra}\n  }`;

const routesSource = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  ${route('/blog', 'b01', '\n    exact: true')},
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'd00'),
    routes: [
      {
        path: '/docs/1.0',
        component: ComponentCreator('/docs/1.0', 'v10'),
        routes: [${route('/docs/1.0/intro', 'i10', '\n    exact: true')}, ${route('/docs/1.0/api/along', 'a10', '\n    exact: true')}]
      },
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'v20'),
        routes: [${route('/docs/intro', 'i20', '\n    exact: true')}]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const routesChunkNames: Record<string, unknown> = {
  '/blog-b01': { __comp: 'blogPage', items: [{ content: 'post1' }] },
  '/docs-d00': { __comp: 'docsRoot', __context: { plugin: 'docsPlugin' } },
  '/docs/1.0-v10': { __comp: 'versionRoot', __props: 'version10' },
  '/docs/1.0/intro-i10': { __comp: 'docItem', content: 'intro10' },
  '/docs/1.0/api/along-a10': { __comp: 'docItem', content: 'along10' },
  '/docs-v20': { __comp: 'versionRoot', __props: 'version20' },
  '/docs/intro-i20': { __comp: 'docItem', content: 'intro20' },
};

const chunkNames = [...new Set(Object.values(routesChunkNames).flatMap((names) => chunkNamesOf(names) as string[]))];
const registrySource = `export default {
${chunkNames.map((name) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.js"), "@site/${name}.js", require.resolveWeak("@site/${name}.js")]`).join(',\n')},};
`;

function partition() {
  return partitionRouteData({ routesSource, registrySource, routesChunkNames, parentPath: '/docs' });
}

/** Runs the loader over one of the three files of a generated folder holding the fixture. */
function load(file: string, query = '') {
  const directory = mkdtempSync(path.join(tmpdir(), 'route-shards-'));
  const sources: Record<string, string> = {
    'routes.js': routesSource,
    'registry.js': registrySource,
    'routesChunkNames.json': JSON.stringify(routesChunkNames),
  };
  for (const [name, source] of Object.entries(sources)) writeFileSync(path.join(directory, name), source);
  const dependencies: string[] = [];
  const output: string = splitGeneratedRouteData.call(
    {
      resourcePath: path.join(directory, file),
      resourceQuery: query,
      getOptions: () => ({ parentPath: '/docs' }),
      addDependency: (dependency: string) => dependencies.push(path.basename(dependency)),
    },
    sources[file],
  );
  return { output, dependencies };
}

const parseModule = (source: string) => acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });

describe('route shards', () => {
  it('makes one shard per docs version, with the routes, chunk names and registry entries only it uses', () => {
    const { shards, mainRouteKeys, mainRegistryNames } = partition();
    assert.deepEqual(
      shards.map((shard: { path: string; chunkName: string; routeKeys: string[]; registryNames: string[] }) => [
        shard.path,
        shard.chunkName,
        shard.routeKeys,
        shard.registryNames,
      ]),
      [
        ['/docs/1.0', 'route-shard-docs-1.0', ['/docs/1.0/intro-i10', '/docs/1.0/api/along-a10'], ['intro10', 'along10']],
        ['/docs', 'route-shard-docs', ['/docs/intro-i20'], ['intro20']],
      ],
    );
    // The version routes themselves, and what several shards share (the doc page component), stay.
    assert.deepEqual(mainRouteKeys, ['/blog-b01', '/docs-d00', '/docs/1.0-v10', '/docs-v20']);
    assert.deepEqual(mainRegistryNames.sort(), [
      'blogPage',
      'docItem',
      'docsPlugin',
      'docsRoot',
      'post1',
      'version10',
      'version20',
      'versionRoot',
    ]);
  });

  it("replaces each version's child routes in routes.js by a loader of its shard", () => {
    const { output, dependencies } = load('routes.js');
    parseModule(output);
    assert.deepEqual(dependencies.sort(), ['registry.js', 'routesChunkNames.json']);
    assert.doesNotMatch(output, /\/docs\/1\.0\/intro|\/docs\/intro/);
    assert.match(
      output,
      /loadRoutes: \(\) => import\(\/\* webpackChunkName: "route-shard-docs-1\.0" \*\/ "\.\/routes\.js\?route-shard=0"\)/,
    );
    assert.match(output, /loadRoutes: \(\) => import\(\/\* webpackChunkName: "route-shard-docs" \*\/ "\.\/routes\.js\?route-shard=1"\)/);
    // Everything else is as generated.
    assert.match(output, /component: ComponentCreator\('\/docs\/1\.0', 'v10'\),\n\s+loadRoutes/);
    assert.ok(output.includes(route('/blog', 'b01', '\n    exact: true')));
    assert.ok(output.includes("component: ComponentCreator('*')"));
  });

  it('writes a shard module that brings its routes, chunk names and registry entries', async () => {
    const { output } = load('routes.js', '?route-shard=0');
    parseModule(output);
    // Evaluate it as the browser would, with stand-ins for ComponentCreator and import().
    const body = output
      .replace("import ComponentCreator from '@docusaurus/ComponentCreator';", '')
      .replace(/import\((\/\*.*?\*\/ )?("[^"]+")\)/g, 'importStandIn($2)')
      .replaceAll('export const ', 'exports.')
      .replace('export function createRoutes', 'exports.createRoutes = function createRoutes');
    const exports: Record<string, unknown> = {};
    new Function('exports', 'ComponentCreator', 'importStandIn', body)(
      exports,
      (routePath: string, hash: string) => `${routePath}#${hash}`,
      (module: string) => `loaded ${module}`,
    );
    const shard = exports as { registry: Record<string, Array<() => string>>; routesChunkNames: unknown; createRoutes(): unknown };
    assert.deepEqual(shard.routesChunkNames, {
      '/docs/1.0/intro-i10': routesChunkNames['/docs/1.0/intro-i10'],
      '/docs/1.0/api/along-a10': routesChunkNames['/docs/1.0/api/along-a10'],
    });
    assert.deepEqual(Object.keys(shard.registry), ['intro10', 'along10']);
    // Only the loader: the module path and webpack id serve the server render.
    assert.equal(shard.registry.intro10!.length, 1);
    assert.equal(shard.registry.intro10![0]!(), 'loaded @site/intro10.js');
    assert.deepEqual(shard.createRoutes(), [
      { path: '/docs/1.0/intro', component: '/docs/1.0/intro#i10', exact: true },
      { path: '/docs/1.0/api/along', component: '/docs/1.0/api/along#a10', exact: true },
    ]);
  });

  it('leaves the main registry and chunk-name table with the rest', () => {
    const registry = load('registry.js').output;
    parseModule(registry);
    assert.doesNotMatch(registry, /intro10|along10|intro20|resolveWeak/);
    assert.match(registry, /"docItem": \[\(\) => import\(\/\* webpackChunkName: "docItem" \*\/ "@site\/docItem\.js"\)\]/);
    const table = JSON.parse(load('routesChunkNames.json').output);
    assert.deepEqual(Object.keys(table), partition().mainRouteKeys);
  });

  it('makes the server registry report chunk names, which the client manifest knows', () => {
    const reported: string = reportChunkNamesOnServer(registrySource);
    parseModule(reported);
    assert.match(
      reported,
      /"intro10": \[\(\) => import\(\/\* webpackChunkName: "intro10" \*\/ "@site\/intro10\.js"\), "intro10", require\.resolveWeak\("@site\/intro10\.js"\)\]/,
    );
    assert.equal((reported.match(/, "@site\//g) ?? []).length, 0, 'no module path is reported any more');
  });

  it('fails with a message naming the option when the parent route is not there', () => {
    assert.throws(
      () => partitionRouteData({ routesSource, registrySource, routesChunkNames, parentPath: '/guides' }),
      /plugins\/delivery\/route-data: routes\.js has no top-level route at \/guides; check the plugin's parentPath option\./,
    );
  });

  it('fails with a message naming the file when the generated format changes', () => {
    assert.throws(
      () => partitionRouteData({ routesSource: 'export default {};', registrySource, routesChunkNames, parentPath: '/docs' }),
      /routes\.js does not export an array by default; check this Docusaurus version's generated routes\.js/,
    );
    assert.throws(
      () => partitionRouteData({ routesSource, registrySource: 'export default { "a": 1 };', routesChunkNames, parentPath: '/docs' }),
      /registry\.js has an entry that is not \[loader, path, id\]/,
    );
  });

  it("lists a page's shard in the built page, before the main bundle, in the same form", () => {
    const shards = [
      { path: '/docs', file: 'assets/js/route-shard-docs.1.js' },
      { path: '/docs/7.1.0', file: 'assets/js/route-shard-docs-7.1.0.2.js' },
    ];
    assert.equal(shardForRoute('/docs/7.1.0/api/along', shards)?.path, '/docs/7.1.0');
    assert.equal(shardForRoute('/docs/7.1.0', shards)?.path, '/docs/7.1.0');
    assert.equal(shardForRoute('/docs/api/along', shards)?.path, '/docs');
    assert.equal(shardForRoute('/docs-old/x', shards), undefined);
    assert.equal(shardForRoute('/blog', shards), undefined);
    assert.equal(routePathOfFile('docs/7.1.0/api/along.html'), '/docs/7.1.0/api/along');
    assert.equal(routePathOfFile('index.html'), '/');
    assert.equal(routePathOfFile('docs/index.html'), '/docs');

    const page =
      '<head><link rel=preload as=script fetchpriority=low href=/assets/js/runtime~main.0.js data-start-after-paint/>' +
      '<link rel=preload as=script fetchpriority=low href=/assets/js/main.9.js data-start-after-paint/><link rel=preload as=image href=/img/logo.svg /></head>';
    const listed = addShardToPage(page, '/assets/js/route-shard-docs.1.js');
    assert.equal(
      listed,
      '<head><link rel=preload as=script fetchpriority=low href=/assets/js/runtime~main.0.js data-start-after-paint/>' +
        '<link rel=preload as=script fetchpriority=low href=/assets/js/route-shard-docs.1.js data-start-after-paint/>' +
        '<link rel=preload as=script fetchpriority=low href=/assets/js/main.9.js data-start-after-paint/><link rel=preload as=image href=/img/logo.svg /></head>',
    );
    // Once only; and redirect pages, which start no scripts, stay as they are.
    assert.equal(addShardToPage(listed, '/assets/js/route-shard-docs.1.js'), listed);
    const redirect = '<meta http-equiv="refresh" content="0; url=/docs/intro">';
    assert.equal(addShardToPage(redirect, '/assets/js/route-shard-docs.1.js'), redirect);
  });

  it("lists the shard in Docusaurus's own page shell too (plugins/delivery/ssr-template off)", () => {
    const page =
      '<head><script src="/assets/js/runtime~main.0.js" defer="defer"></script><script src="/assets/js/main.9.js" defer="defer"></script></head>';
    assert.equal(
      addShardToPage(page, '/assets/js/route-shard-docs.1.js'),
      '<head><script src="/assets/js/runtime~main.0.js" defer="defer"></script>' +
        '<script src="/assets/js/route-shard-docs.1.js" defer="defer"></script><script src="/assets/js/main.9.js" defer="defer"></script></head>',
    );
  });
});
