/**
 * Docusaurus plugin that runs the production browser bundle on Preact's React-compatible layer
 * (`preact/compat`) instead of react-dom; pages are still rendered on the server by React 19.
 *
 * Why: react-dom's client build was 64 KB gzip of the ~190 KB of script an API page fetched
 * before it was interactive, more than all of Docusaurus's own browser code. `preact/compat`
 * implements the React API that the site, Docusaurus, React Router, react-helmet-async and
 * DocSearch use (hooks, context, portals, forwardRef, lazy and Suspense, class components and
 * error boundaries, createRoot and hydrateRoot) in about 11 KB. The source still imports
 * `react`; only the browser bundle's module resolution changes. Where the two differ in ways a
 * reader can notice, client/ adjusts Preact to React's behaviour.
 *
 * `npm start` keeps React: its development build gives React's warnings and Fast Refresh.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Every way the browser bundle reaches React, mapped to its preact/compat counterpart. */
export const reactToPreact: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

export default function preactInBrowserPlugin(): Plugin {
  // `docusaurus build` sets NODE_ENV before it loads the site's plugins.
  const enabled = process.env.NODE_ENV === 'production';
  return {
    name: 'preact-in-browser',
    getClientModules() {
      return enabled ? [path.join(__dirname, 'client/matchReact.ts')] : [];
    },
    configureWebpack(config, isServer) {
      if (isServer || !enabled) return {};
      // Docusaurus aliases `react` and `react-dom` to the site's copies (directory aliases, which
      // also catch `react/jsx-runtime`); they would win over the aliases below, so they go.
      const alias = config.resolve?.alias;
      if (!alias || Array.isArray(alias) || !('react' in alias) || !('react-dom' in alias) || !('@docusaurus/ErrorBoundary' in alias)) {
        throw new Error(
          "plugins/preact-in-browser: Docusaurus's client config no longer aliases `react`, `react-dom` and `@docusaurus/ErrorBoundary` as this plugin expects; check how this Docusaurus version resolves them before updating the plugin.",
        );
      }
      const originalErrorBoundary = alias['@docusaurus/ErrorBoundary'] as string;
      delete alias.react;
      delete alias['react-dom'];
      return {
        resolve: {
          alias: {
            ...reactToPreact,
            '@docusaurus/ErrorBoundary': path.join(__dirname, 'client/ErrorBoundaryThatReports.tsx'),
            'docusaurus-original-error-boundary$': originalErrorBoundary,
          },
        },
      };
    },
  };
}
