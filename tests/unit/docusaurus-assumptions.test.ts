/**
 * What the site's own code assumes about Docusaurus's internals, checked against the installed
 * packages. Each of these was a comment before; an upgrade that breaks one now fails here, naming
 * the assumption and the code that relies on it, instead of failing in a reader's browser.
 * (Patches of Docusaurus's shipped code are checked separately, in dependency-patches.test.ts.)
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';

const siteDir = path.resolve(__dirname, '../..');
const require = createRequire(path.join(siteDir, 'package.json'));
const installed = (request: string) => require.resolve(request);
const read = (file: string) => readFileSync(file, 'utf8');
/** A package's folder (some packages do not export their package.json). */
const packageDir = (name: string) => path.join(siteDir, 'node_modules', name);

describe('Docusaurus internals the site relies on', () => {
  it("CodeBlock/Content draws with the classic theme's own code-block stylesheets and class names", () => {
    const content = read(path.join(siteDir, 'plugins/features/code-highlight/theme/CodeBlock/Content/index.tsx'));
    const stylesheets = {
      styles: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css',
      lineStyles: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css',
    };
    for (const [name, request] of Object.entries(stylesheets)) {
      assert.ok(content.includes(`import ${name} from '${request}';`), `CodeBlock/Content imports ${request} as ${name}`);
      const css = read(installed(request));
      const code = content.replace(/^import .*$/gm, '');
      const used = [...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1]!);
      assert.ok(used.length > 0, `CodeBlock/Content uses classes of ${name}`);
      for (const className of new Set(used)) {
        assert.match(css, new RegExp(`\\.${className}\\b`), `${request} still defines .${className}`);
      }
    }
  });

  it('a plugin theme (getThemePath) shadows the preset themes, and @theme-init keeps the first provider', async () => {
    // The search and code-highlight features replace theme components from their own plugin
    // folders; this is how Docusaurus orders plugin themes: later ones win (site plugins come
    // after the preset's themes).
    const { loadThemeAliases } = require('@docusaurus/core/lib/webpack/aliases/index.js') as {
      loadThemeAliases: (options: {
        siteDir: string;
        plugins: { path: string; getThemePath: () => string }[];
      }) => Promise<Record<string, string>>;
    };
    const theme = (name: string) => ({ path: packageDir(name), getThemePath: () => 'lib/theme' });
    const sitePlugin = (folder: string) => ({ path: path.join(siteDir, folder), getThemePath: () => 'theme' });
    const aliases = await loadThemeAliases({
      siteDir,
      plugins: [
        theme('@docusaurus/theme-classic'),
        theme('@docusaurus/theme-search-algolia'),
        sitePlugin('plugins/features/search'),
        sitePlugin('plugins/features/code-highlight'),
      ],
    });
    const relative = (alias: string) => path.relative(siteDir, aliases[alias] ?? '(none)');
    assert.equal(relative('@theme/SearchBar'), 'plugins/features/search/theme/SearchBar/index.tsx');
    assert.equal(relative('@theme/SearchPage'), 'plugins/features/search/theme/SearchPage/index.tsx');
    assert.equal(relative('@theme/CodeBlock'), 'plugins/features/code-highlight/theme/CodeBlock/index.tsx');
    // CodeBlock wraps the classic theme's through @theme-init.
    assert.match(relative('@theme-init/CodeBlock'), /@docusaurus\/theme-classic\/lib\/theme\/CodeBlock\/index\.js$/);
  });

  it("Docusaurus's generated route files have the format the delivery plugins read", async () => {
    // route-data splits routes.js, registry.js and routesChunkNames.json; route-chunks-in-pages
    // rewrites registry.js. Generate them with Docusaurus's own codegen for a small site.
    const { generateRouteFiles } = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
      generateRouteFiles: (options: { generatedFilesDir: string; routes: unknown[] }) => Promise<void>;
    };
    const { partitionRouteData } =
      require('./plugins/delivery/route-data/shards/partitionRouteData.cjs') as typeof import('../../plugins/delivery/route-data/shards/partitionRouteData.cjs');
    const { registryEntries } =
      require('./plugins/delivery/generatedRouteFiles.cjs') as typeof import('../../plugins/delivery/generatedRouteFiles.cjs');
    const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'docusaurus-codegen-'));
    try {
      const page = (routePath: string, content: string) => ({
        path: routePath,
        component: '@theme/DocItem',
        exact: true,
        modules: { content },
      });
      await generateRouteFiles({
        generatedFilesDir,
        routes: [
          { path: '/blog', component: '@theme/BlogListPage', exact: true },
          {
            path: '/docs',
            component: '@theme/DocsRoot',
            routes: [
              { path: '/docs/1.0', component: '@theme/DocVersionRoot', routes: [page('/docs/1.0/intro', '@site/docs/a.md')] },
              { path: '/docs', component: '@theme/DocVersionRoot', routes: [page('/docs/intro', '@site/docs/b.md')] },
            ],
          },
        ],
      });
      const generated = (file: string) => read(path.join(generatedFilesDir, file));
      const partition = partitionRouteData({
        routesSource: generated('routes.js'),
        registrySource: generated('registry.js'),
        routesChunkNames: JSON.parse(generated('routesChunkNames.json')),
        parentPath: '/docs',
      });
      assert.deepEqual(
        partition.shards.map((shard) => shard.path),
        ['/docs/1.0', '/docs'],
      );
      assert.ok(
        partition.shards.every((shard) => shard.routeKeys.length === 1 && shard.registryNames.length > 0),
        'each shard has its page and registry entries',
      );
      const entries = registryEntries(generated('registry.js'));
      assert.ok(
        entries.some((entry) => /docs\/a\.md/.test(generated('registry.js').slice(entry.modulePath.start, entry.modulePath.end))),
        'registry entries hold module paths',
      );
    } finally {
      rmSync(generatedFilesDir, { recursive: true, force: true });
    }
  });

  it('the search theme serves /search with @theme/SearchPage, which the search plugin provides in local mode', () => {
    const plugin = read(installed('@docusaurus/theme-search-algolia'));
    assert.match(plugin, /component: '@theme\/SearchPage'/);
  });

  it("the attribute the AnnouncementBar wrapper removes is the one the classic theme's inline script sets", () => {
    const wrapper = read(path.join(siteDir, 'src/theme/AnnouncementBar/index.tsx'));
    const attribute = /initiallyDismissedAttribute = '([^']+)'/.exec(wrapper)?.[1];
    assert.ok(attribute, 'the wrapper names the attribute');
    const inlineScripts = read(path.join(packageDir('@docusaurus/theme-classic'), 'lib/inlineScripts.js'));
    assert.ok(inlineScripts.includes(attribute), `@docusaurus/theme-classic's inline script still sets ${attribute}`);
  });
});
