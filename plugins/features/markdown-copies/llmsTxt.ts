/** `llms.txt` (llmstxt.org) and `llms-full.txt`, a version's whole API reference in one file. */
import { site } from '../../../src/data/site';
import type { DocsVersion } from '../../../src/data/versions';
import { apiByCategory, guidesOf, internalHelpersOf, summaryMarkdown, type DocsPage, type VersionPages } from './docsPages';
import { markdownPath } from './markdownPath';
import { versionDescription } from './pageCopy';

export const llmsFolder = (version: DocsVersion): string => (version.status === 'current' ? '' : version.path);

/** Square brackets in a link's text would end it early. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

const entry = (siteUrl: string, page: DocsPage) => {
  const note = summaryMarkdown(page.description);
  return `- [${linkText(page.title)}](${siteUrl}${markdownPath(page.permalink)})${note ? `: ${note}` : ''}`;
};

export function llmsTxt(current: VersionPages, all: readonly VersionPages[], siteUrl: string): string {
  const { version, pages } = current;
  const lines = [
    '# Turf.js',
    '',
    `> ${site.tagline}. Turf is a modular JavaScript library of spatial analysis functions that take and return GeoJSON. This file lists the docs for ${versionDescription(version)}; each link is the Markdown copy of a page.`,
    '',
    `Turf's API changed between 6.x and 7.x (7.0.0 removed 6.x's deprecated aliases, moved to TypeScript and ESM): read the docs of the version a project installs (\`npm ls @turf/turf\`). Every page also answers with its Markdown at its own address plus \`.md\`.`,
    '',
    '## Docs versions',
    '',
    ...all.map(({ version: other }) => {
      const address = `${siteUrl}${llmsFolder(other)}/llms.txt`;
      const here = other.name === version.name ? ' (this file)' : '';
      return `- [${other.label}${other.status === 'current' ? ' (current)' : ''}](${address})${here}: ${versionDescription(other)}. ${summaryMarkdown(other.summary)}`;
    }),
    '',
    '## Guides',
    '',
    ...guidesOf(pages).map((page) => entry(siteUrl, page)),
  ];
  const index = pages.find((page) => page.apiPage === 'index');
  for (const [category, list] of apiByCategory(pages)) {
    lines.push('', `## API: ${category}`, '', ...list.map((page) => entry(siteUrl, page)));
  }
  lines.push('', '## Optional', '');
  lines.push(
    `- [The whole API reference in one file](${siteUrl}${llmsFolder(version)}/llms-full.txt): every function, type and constant page of Turf ${version.turfVersion}`,
  );
  if (index) lines.push(entry(siteUrl, index));
  lines.push(...internalHelpersOf(pages).map((page) => entry(siteUrl, page)));
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt(current: VersionPages, copies: ReadonlyMap<string, string>): string {
  const { version, pages } = current;
  const ordered = [...apiByCategory(pages).flatMap(([, list]) => list), ...internalHelpersOf(pages)];
  const head = [
    `# Turf ${version.turfVersion} API reference`,
    '',
    `> Every function, type and constant of ${versionDescription(version)}, one page after another (${ordered.length} pages). ${site.tagline}.`,
  ].join('\n');
  const bodies = ordered.map((page) => {
    const copy = copies.get(page.permalink);
    if (copy === undefined) throw new Error(`markdown-copies: no Markdown copy of ${page.permalink} for llms-full.txt.`);
    return copy.trimEnd();
  });
  return `${[head, ...bodies].join('\n\n---\n\n')}\n`;
}
