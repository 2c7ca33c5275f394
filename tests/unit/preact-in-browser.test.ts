/**
 * plugins/preact-in-browser: the production browser bundle resolves React to preact/compat, the
 * server bundle and `npm start` keep React, and the plugin names itself when Docusaurus stops
 * resolving React the way it expects. Checked against the installed Docusaurus's own aliases.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

import preactInBrowserPlugin, { reactToPreact } from '../../plugins/preact-in-browser';

const require = createRequire(import.meta.url);
const { loadDocusaurusAliases } = require('@docusaurus/core/lib/webpack/aliases');

type WebpackConfig = { resolve?: { alias?: Record<string, string> } };

/** The plugin's configureWebpack, typed for the part of the config it reads and returns. */
const configure = (plugin: Plugin, config: WebpackConfig, isServer: boolean): WebpackConfig =>
  (plugin.configureWebpack as unknown as (config: WebpackConfig, isServer: boolean) => WebpackConfig)(config, isServer);

/** The client config's aliases as Docusaurus writes them: React's copies, then its own exports. */
async function docusaurusClientConfig() {
  const alias: Record<string, string> = {
    react: path.dirname(require.resolve('react/package.json')),
    'react-dom': path.dirname(require.resolve('react-dom/package.json')),
    ...(await loadDocusaurusAliases()),
  };
  return { resolve: { alias } };
}

function pluginIn(mode: 'production' | 'development'): Plugin {
  process.env.NODE_ENV = mode;
  return preactInBrowserPlugin();
}

const savedMode = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = savedMode;
});

describe('preact-in-browser plugin', () => {
  it('maps React to preact/compat in the production browser bundle, and every target resolves', async () => {
    const plugin = pluginIn('production');
    const config = await docusaurusClientConfig();
    const originalErrorBoundary = config.resolve.alias['@docusaurus/ErrorBoundary'];
    const added = configure(plugin, config, false).resolve?.alias ?? {};

    // Docusaurus's directory aliases would catch `react/jsx-runtime` before ours: they are gone.
    assert.equal('react' in config.resolve.alias, false);
    assert.equal('react-dom' in config.resolve.alias, false);
    for (const [request, target] of Object.entries(reactToPreact)) {
      assert.equal(added[request], target);
      assert.ok(require.resolve(target), `${target} is installed`);
    }
    assert.deepEqual(Object.keys(reactToPreact).sort(), ['react$', 'react-dom$', 'react-dom/client$', 'react/jsx-dev-runtime$', 'react/jsx-runtime$']);
    // Caught render errors are reported by a subclass of Docusaurus's own boundary.
    assert.match(added['@docusaurus/ErrorBoundary'], /plugins\/preact-in-browser\/client\/ErrorBoundaryThatReports\.tsx$/);
    assert.equal(added['docusaurus-original-error-boundary$'], originalErrorBoundary);
    assert.deepEqual(
      (plugin.getClientModules?.() ?? []).map((file) => path.relative(process.cwd(), file)),
      [path.join('plugins', 'preact-in-browser', 'client', 'matchReact.ts')],
    );
  });

  it('leaves the server bundle and the development build on React', async () => {
    const production = pluginIn('production');
    const serverConfig = await docusaurusClientConfig();
    assert.deepEqual(configure(production, serverConfig, true), {});
    assert.ok('react' in serverConfig.resolve.alias);

    const development = pluginIn('development');
    const devConfig = await docusaurusClientConfig();
    assert.deepEqual(configure(development, devConfig, false), {});
    assert.ok('react' in devConfig.resolve.alias);
    assert.deepEqual(development.getClientModules?.(), []);
  });

  it('names itself when Docusaurus no longer aliases React as expected', () => {
    const plugin = pluginIn('production');
    assert.throws(
      () => configure(plugin, { resolve: { alias: { '@docusaurus/ErrorBoundary': 'x' } } }, false),
      /^Error: plugins\/preact-in-browser: Docusaurus's client config no longer aliases `react`/,
    );
  });
});
