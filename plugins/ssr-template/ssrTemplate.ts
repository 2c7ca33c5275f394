/**
 * The HTML shell of every built page (Docusaurus's `ssrTemplate`, an Eta template). It differs
 * from Docusaurus's default in one way: the entry scripts are preloaded in the head and started by
 * startScriptsAfterPaint.js after the first paint, instead of being `defer` scripts that run
 * before it. Readers see the server-rendered page while React starts. The preloads ask for low
 * priority, the priority `defer` scripts get, so that they never compete with the stylesheet.
 *
 * The page's own chunks (listed by plugins/route-shards) come before the main bundle: scripts
 * started this way run in order, and when the main bundle starts the page, the chunks it asks
 * for are then already installed rather than requested a second time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const startScriptsAfterPaint = readFileSync(path.join(__dirname, 'startScriptsAfterPaint.js'), 'utf8');

export const ssrTemplate = `<% const isMain = (script) => /(^|\\/)main\\.[^/]*\\.js$/.test(script); %><!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
    <% it.scripts.filter((script) => !isMain(script)).concat(it.scripts.filter(isMain)).forEach((script) => { %><link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-start-after-paint /><% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${startScriptsAfterPaint}</script>
  </body>
</html>
`;
