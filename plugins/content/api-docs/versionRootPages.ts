/**
 * Each version's root is a tiny page that redirects before anything paints: `#name` (the old
 * turfjs.org links) to that function, another hash to the API index, none to the introduction.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { DocsVersion } from '../../../src/data/versions';
import { nameTable } from './model/nameHistory';
import type { VersionModel } from './model/types';
import { hashRedirectScript } from './theme/ApiHashLinks/hashTarget';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export function versionRootPage(version: DocsVersion, names: readonly string[]): string {
  const intro = `${version.path}/intro`;
  const script = hashRedirectScript({
    names,
    apiPath: `${version.path}/api`,
    otherwise: { withHash: `${version.path}/api`, withoutHash: intro },
  });
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Turf.js ${escapeAttribute(version.label)} documentation</title>`,
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${escapeAttribute(intro)}">`,
    `<script>${script}</script>`,
    `<noscript><meta http-equiv="refresh" content="0; url=${escapeAttribute(intro)}"></noscript>`,
    '</head>',
    `<body><p><a href="${escapeAttribute(intro)}">Turf.js ${escapeAttribute(version.label)} documentation</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}

export function writeVersionRootPages(outDir: string, modelDir: string, versions: readonly DocsVersion[]): number {
  const models = versions.map((version) => {
    const file = join(modelDir, `${version.name}.json`);
    return JSON.parse(readFileSync(file, 'utf8')) as VersionModel;
  });
  const table = nameTable(models);
  for (const version of versions) {
    const folder = join(outDir, version.path);
    mkdirSync(folder, { recursive: true });
    // Renamed: other postBuild steps read the output's HTML files meanwhile.
    const file = join(folder, 'index.html');
    writeFileSync(`${file}.tmp`, versionRootPage(version, [...(table.get(version.name)?.keys() ?? [])]));
    renameSync(`${file}.tmp`, file);
  }
  return versions.length;
}
