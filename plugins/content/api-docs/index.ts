/**
 * Docusaurus plugin that generates the API reference of every docs version before any content
 * is loaded: plugin functions run (and are awaited) before the docs plugin reads its files.
 *
 * The generator runs as its own Node process (the same command as `npm run api:generate`):
 * Docusaurus loads plugins through jiti, whose module rewriting breaks documentation.js's
 * ES-module imports of CommonJS packages.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { docsVersions } from '../../../src/data/versions';
import { writeVersionRootPages } from './versionRootPages';
import { installFolder } from '../../../turf-installs/releases';
import type { GeneratorVersion } from './generate';

export const modelDir = '.generated/api-model';
/**
 * The file, in the model folder, that holds a version's page trees: `{ path, content }` per page,
 * `path` relative to the version's docs folder, `content` the mdast its MDX was written from.
 */
export const apiPagesFile = (versionName: string): string => `${versionName}.pages.json`;

export function generatorVersions(): GeneratorVersion[] {
  return docsVersions.map((version) => ({
    versionName: version.name,
    versionLabel: version.label,
    docsPath: version.path,
    turfVersion: version.turfVersion,
    docsFolder: version.name === 'current' ? 'docs' : `versioned_docs/version-${version.name}`,
    nodeModules: `${installFolder(version.turfVersion)}/node_modules`,
  }));
}

export default function apiDocsPlugin(context: LoadContext): Plugin {
  const tsx = join(context.siteDir, 'node_modules/tsx/dist/cli.mjs');
  const run = spawnSync(process.execPath, [tsx, join(__dirname, 'cli.ts')], {
    cwd: context.siteDir,
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    throw new Error(`The API generator failed (exit ${run.status}); its message is above. Reproduce with \`npm run api:generate\`.`);
  }
  return {
    name: 'api-docs',
    // ApiCode, ApiIndex, ApiStandIn and ApiHashLinks, the components the generated pages import from @theme.
    getThemePath: () => join(__dirname, 'theme'),
    postBuild({ outDir }) {
      const written = writeVersionRootPages(outDir, join(context.siteDir, modelDir), docsVersions);
      console.log(`[INFO] api-docs: ${written} version roots send old #name links to their function pages.`);
    },
  };
}
