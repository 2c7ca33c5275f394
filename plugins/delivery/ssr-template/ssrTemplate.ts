/**
 * The HTML shell of every built page: Docusaurus's own `ssrTemplate` with one change. The entry
 * scripts are preloaded in the head and started by startScriptsAfterPaint.js after the first
 * paint, instead of being `defer` scripts that run before it: readers see the server-rendered
 * page while React starts. The preloads ask for low priority, the priority `defer` scripts get,
 * so that they never compete with the stylesheet.
 *
 * The page's own chunks come before the main bundle: scripts started this way run in order, and
 * when the main bundle starts the page, the chunks it asks for are then already installed rather
 * than requested a second time.
 *
 * Derived, not copied: the change is made to the template the installed Docusaurus ships, and the
 * build stops (naming this file) when that template no longer has the script loop it replaces.
 * Registered in dependency-patches.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

// CommonJS: shared with the Rspack loaders.
import { replaceInDependency } from '../../../dependency-patches/replaceInDependency.cjs';

const startScriptsAfterPaint = readFileSync(path.join(__dirname, 'startScriptsAfterPaint.js'), 'utf8');

const deferredScripts =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
const preloadedScripts = `<% const isMain = (script) => /(^|\\/)main\\.[^/]*\\.js$/.test(script); %>
    <% it.scripts.filter((script) => !isMain(script)).concat(it.scripts.filter(isMain)).forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-start-after-paint />
    <% }); %>`;

const patch = {
  resourcePath: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
  loader: 'plugins/delivery/ssr-template/ssrTemplate.ts',
  advice: "Check how this Docusaurus version's page shell starts its scripts",
};

export const ssrTemplate: string = replaceInDependency({
  ...patch,
  source: replaceInDependency({
    ...patch,
    source: docusaurusTemplate,
    original: deferredScripts,
    replacement: preloadedScripts,
    missing: 'the deferred script loop it replaces',
  }),
  original: '</body>',
  replacement: `  <script>${startScriptsAfterPaint}</script>\n  </body>`,
  missing: 'the end of the body, where the start script goes',
});
