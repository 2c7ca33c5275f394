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
import type { Root } from 'mdast';

import { docsFolderOf, docsVersions } from '../../../src/data/versions';
import { versionsInBuild } from '../../shared/versionsInBuild';
import { writeVersionRootPages } from './versionRootPages';
import { installFolder } from '../../../turf-installs/releases';
import type { GeneratorVersion } from './generate';
import { readApiPageTrees } from './pageTrees';

export const modelDir = '.generated/api-model';

export function generatorVersions(): GeneratorVersion[] {
  return docsVersions.map((version) => ({
    versionName: version.name,
    versionLabel: version.label,
    docsPath: version.path,
    turfVersion: version.turfVersion,
    docsFolder: docsFolderOf(version.name),
    nodeModules: `${installFolder(version.turfVersion)}/node_modules`,
  }));
}

/** Every version's generated API pages as mdast trees, by absolute file path (for their Markdown copies). */
export function apiPageTrees(siteDir: string): Promise<Map<string, Root>> {
  const versions = generatorVersions().map(({ versionName, docsFolder }) => ({ versionName, docsFolder: join(siteDir, docsFolder) }));
  return readApiPageTrees(join(siteDir, modelDir), versions);
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
      const written = writeVersionRootPages(outDir, join(context.siteDir, modelDir), versionsInBuild());
      console.log(`[INFO] api-docs: ${written} version roots send old #name links to their function pages.`);
    },
  };
}
