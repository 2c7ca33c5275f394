/**
 * What the site's own code assumes about Docusaurus's internals, checked against the installed
 * packages. Each of these was a comment before; an upgrade that breaks one now fails here, naming
 * the assumption and the code that relies on it, instead of failing in a reader's browser.
 * (Patches of Docusaurus's shipped code are checked separately, in dependency-patches.test.ts.)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
      loadThemeAliases: (options: { siteDir: string; plugins: { path: string; getThemePath: () => string }[] }) => Promise<Record<string, string>>;
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
