/**
 * Docusaurus plugin: a not-found page for every docs version, at `{version path}/404.html`.
 *
 * A static host answers an unknown address with a 404.html page, which the browser then hydrates
 * at the address asked for. Under a docs version (`/docs/7.0.0/api/no-such-function`) the client
 * renders the docs plugin's not-found content inside that version: the navbar's version menu says
 * 7.0.0 and its Docs and API links lead into 7.0.0. The root 404.html is rendered outside any
 * version (7.2.0 in the navbar), so the first client render disagreed with the HTML (React error
 * #418) and React threw the server markup away. Each version's own 404.html is rendered at a path
 * inside that version, so its navbar is the one the client renders there.
 *
 * Hosts serve the nearest 404.html up the path: `npm run serve` (server/not-found-pages.mjs) and
 * Cloudflare Pages by themselves, Netlify through the `_redirects` the build writes. GitHub Pages
 * and Vercel send the root 404.html: client/hydrateWhereRendered.ts hydrates it where it was
 * rendered, then shows the version's page.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { versionsInBuild } from '../../shared/versionsInBuild';

export default function versionNotFoundPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'version-not-found-pages',
    getClientModules: () => [path.join(__dirname, 'client', 'hydrateWhereRendered.ts')],
    async contentLoaded({ actions }) {
      // The not-found page of each docs version in this build, e.g. `/docs/7.0.0/404.html`.
      for (const version of versionsInBuild()) {
        actions.addRoute({
          path: `${context.baseUrl.replace(/\/$/, '')}${version.path}/404.html`,
          component: path.join(__dirname, 'VersionNotFound.tsx'),
          exact: true,
        });
      }
    },
  };
}
