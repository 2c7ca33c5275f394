import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { VersionOptions } from '@docusaurus/plugin-content-docs';

import { currentVersion, docsVersions, nextIsPrerelease, pluginPath } from './src/data/versions';
import { site } from './src/data/site';
import { darkCodeTheme, lightCodeTheme } from './src/data/codeThemes';
import apiDocsPlugin from './plugins/content/api-docs';
import { apiSidebarItems } from './plugins/content/api-docs/sidebar';
import versionNotFoundPagesPlugin from './plugins/content/version-not-found-pages';
import searchPlugin from './plugins/features/search';
import { searchConfigFrom } from './plugins/features/search/searchConfig';
import codeHighlightPlugin from './plugins/features/code-highlight';
import remarkHighlightCode from './plugins/features/code-highlight/remarkHighlightCode';
import liveExamplesPlugin, { exampleAssetsDir } from './plugins/features/live-examples';
import markdownCopiesPlugin from './plugins/features/markdown-copies';
import { ssrTemplate } from './plugins/delivery/ssr-template/ssrTemplate';
import routeDataPlugin from './plugins/delivery/route-data';
import routeChunksInPagesPlugin from './plugins/delivery/route-chunks-in-pages';
import lazyRouteComponentsPlugin from './plugins/delivery/lazy-route-components';
import chunkNamesPlugin from './plugins/delivery/chunk-names';
import { deliveryCachePlugin, deliveryPluginsOff, type DeliveryPlugin } from './plugins/delivery/switch';
import pageKindsPlugin from './plugins/quality/page-kinds';
import { versionsInBuild } from './plugins/shared/versionsInBuild';
import { checkPatchTargets } from './dependency-patches/registry.cjs';

/**
 * The delivery layer: plugins that change how pages are bundled and started, never what they
 * show. `DELIVERY_OFF=all` (or a comma-separated list of their names) builds the site without
 * them, which is how `npm run bench` shows what each one buys.
 */
const deliveryOff = deliveryPluginsOff(process.env.DELIVERY_OFF);
const delivering = (name: DeliveryPlugin) => !deliveryOff.has(name);

// Every change to another package's shipped code is registered in dependency-patches: an
// upgrade that removes a file one of them is built on stops the build here, naming the patch.
checkPatchTargets(__dirname);

/** Local index by default; the hosted DocSearch index when ALGOLIA_* are set (see searchConfig.ts). */
const search = searchConfigFrom(process.env);

/**
 * All docs versions, unless `DOCS_ONLY_VERSIONS` names some: bench/split-builds.ts builds each
 * version alone that way (ARCHITECTURE.md, "Delivery"). The blog and the site's pages go with the
 * current version, and links into versions left out are reported, not fatal.
 */
const builtVersions = versionsInBuild();
const partialBuild = builtVersions.length < docsVersions.length;
const sitePages = builtVersions.some((version) => version.name === currentVersion.name);

/**
 * Older releases get Docusaurus's "no longer maintained" banner. Next gets its "unreleased" one
 * only while it documents a prerelease; otherwise src/theme/DocVersionBanner says what it shows.
 */
const bannerFor = { past: 'unmaintained', next: nextIsPrerelease ? 'unreleased' : 'none', current: 'none' } as const;

/** The docs plugin's per-version options, derived from src/data/versions.ts. */
const versions: Record<string, VersionOptions> = Object.fromEntries(
  docsVersions.map((version) => [
    version.name,
    {
      label: version.label,
      path: pluginPath(version),
      banner: bannerFor[version.status],
      badge: true,
    },
  ]),
);

const config: Config = {
  title: 'Turf.js',
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: partialBuild ? 'warn' : 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },
  // Turf bundles, the MapLibre worker and the basemap, written by the example-assets plugin.
  staticDirectories: ['static', exampleAssetsDir],
  customFields: {
    // Example maps use the basemap shipped with the site unless a remote style is configured.
    mapStyleUrl: process.env.MAP_STYLE_URL?.trim() || null,
    mapAccessToken: process.env.MAP_ACCESS_TOKEN?.trim() || null,
  },

  // Pages are painted before the site's scripts start (see plugins/delivery/ssr-template).
  ssrTemplate: delivering('ssr-template') ? ssrTemplate : undefined,

  future: {
    // Docusaurus v4 behaviour now, and Rspack/SWC builds (about 3x faster than webpack here).
    v4: true,
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          // A build of one past version alone must name it last (onlyIncludeVersions' rule); its path stays its own.
          lastVersion: sitePages ? currentVersion.name : builtVersions[0]!.name,
          includeCurrentVersion: true,
          versions,
          ...(partialBuild ? { onlyIncludeVersions: builtVersions.map((version) => version.name) } : {}),
          breadcrumbs: true,
          // api/ is generated by plugins/content/api-docs; its sidebar groups pages by Turf's categories.
          sidebarItemsGenerator: apiSidebarItems,
          remarkPlugins: [remarkHighlightCode],
        },
        blog: sitePages && {
          blogTitle: 'Blog',
          blogDescription: 'News about Turf.js and this documentation website.',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: ['rss', 'atom'], xslt: true },
          remarkPlugins: [remarkHighlightCode],
        },
        pages: sitePages && { remarkPlugins: [remarkHighlightCode] },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  /**
   * The four groups of plugins/ (ARCHITECTURE.md). Order matters twice: a later getThemePath()
   * shadows the preset's components, and api-docs writes the API pages when it is created, before
   * the docs plugin loads them. configureWebpack results merge and postBuild steps touch different files.
   */
  plugins: [
    // Content: pages made from data.
    // Every version's API pages (docs/api, versioned_docs/*/api), generated before docs load, and each
    // version's root page, which sends old `/docs/#name` links to the function and others to the introduction.
    apiDocsPlugin,
    // Each docs version has its own 404.html, whose navbar matches what the browser renders there.
    versionNotFoundPagesPlugin,

    // Features: each owns its build step, its browser code and its theme components.
    searchPlugin(search),
    // Code is highlighted while pages are built; the browser bundle carries no Prism.
    codeHighlightPlugin({ inBrowser: delivering('code-highlight') ? 'build-time tokens' : 'prism' }),
    // Live examples, the playground and `turf` in the browser console.
    liveExamplesPlugin,
    // Every docs page as Markdown at its address plus `.md`, llms.txt and llms-full.txt per version,
    // and "Copy page as Markdown" on docs pages.
    markdownCopiesPlugin,

    // Delivery: how pages are bundled and started, never what they show (DELIVERY_OFF).
    // Each docs version's route data loads with its first page; link prefetching is cheap and idle.
    delivering('route-data') && routeDataPlugin({ parentPath: '/docs' }),
    // Pages list their own route chunks among their scripts (a fix for Docusaurus on Rspack).
    delivering('route-chunks-in-pages') && routeChunksInPagesPlugin,
    // Route components are created on first use, not all while the main bundle starts.
    delivering('lazy-route-components') && lazyRouteComponentsPlugin,
    // Chunk ids are their names: the runtime every page loads first carries one table, not three.
    delivering('chunk-names') && chunkNamesPlugin,
    // A build with some delivery plugins off keeps a bundler cache of its own.
    deliveryCachePlugin(deliveryOff),

    // Quality: what the build made, recorded for its tests.
    // One page of every kind, from the route list, for the accessibility tests and the Lighthouse bench.
    pageKindsPlugin,
  ],

  themeConfig: {
    metadata: [{ name: 'keywords', content: 'turf, turf.js, geospatial, GeoJSON, GIS, JavaScript' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // The site chooses light unless the reader picks dark; the OS setting is deliberately ignored.
      respectPrefersColorScheme: false,
    },
    announcementBar: site.announcement,
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    blog: {
      sidebar: { groupByYear: true },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    algolia: search.algolia,
    navbar: {
      title: 'Turf.js',
      hideOnScroll: true,
      logo: { alt: 'Turf.js logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs' },
        { type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API' },
        { to: '/playground', label: 'Playground', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{ to: '/versions', label: 'All versions' }],
        },
        { type: 'localeDropdown', position: 'right' },
        {
          href: site.turfRepository,
          position: 'right',
          label: 'GitHub',
        },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'Getting started', to: '/docs/getting-started' },
            { label: 'API reference', to: '/docs/api/along' },
            { label: 'All versions', to: '/versions' },
          ],
        },
        {
          title: 'Community',
          items: site.communityLinks.map(({ label, href }) => ({ label, href })),
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Turf source on GitHub', href: site.turfRepository },
            { label: '@turf/turf on npm', href: 'https://www.npmjs.com/package/@turf/turf' },
          ],
        },
      ],
      copyright: `Turf.js is MIT licensed. Documentation built with Docusaurus.`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // None for the browser: plugins/features/code-highlight loads the grammars it needs at build time.
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
