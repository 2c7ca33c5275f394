import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { VersionOptions } from '@docusaurus/plugin-content-docs';

import { currentVersion, docsVersions, pluginPath } from './src/data/versions';
import { site } from './src/data/site';
import { darkCodeTheme, lightCodeTheme } from './src/data/codeThemes';

/** Older releases get Docusaurus's "no longer maintained" banner, next its "unreleased" one. */
const bannerFor = { past: 'unmaintained', next: 'unreleased', current: 'none' } as const;

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
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },

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
          lastVersion: currentVersion.name,
          includeCurrentVersion: true,
          versions,
          breadcrumbs: true,
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription: 'News about Turf.js and this documentation website.',
          showReadingTime: true,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: { type: ['rss', 'atom'], xslt: true },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        // Each version's root (/docs, /docs/next, /docs/7.1.0, ...) lands on that version's introduction.
        redirects: docsVersions.map((version) => ({ from: version.path, to: `${version.path}/intro` })),
      },
    ],
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
    navbar: {
      title: 'Turf.js',
      hideOnScroll: true,
      logo: { alt: 'Turf.js logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Docs' },
        { type: 'docSidebar', sidebarId: 'apiSidebar', position: 'left', label: 'API' },
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
      additionalLanguages: ['bash', 'json'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
