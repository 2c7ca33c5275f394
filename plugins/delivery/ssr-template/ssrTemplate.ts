// Docusaurus's page shell, derived from the installed one, with its `defer` scripts started after the first paint: readers see the
// page sooner. Registered as ssr-template/startScriptsAfterPaint in dependency-patches/registry.cjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

// CommonJS: shared with the Rspack loaders.
import { replaceInDependency } from '../../../dependency-patches/replaceInDependency.cjs';

const startScriptsAfterPaint = readFileSync(path.join(__dirname, 'startScriptsAfterPaint.js'), 'utf8');

const deferredScripts =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;
// Low priority, as `defer` gets; the page's own chunks first, so they are installed when the main bundle asks for them.
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
