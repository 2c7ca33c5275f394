/** Writes the files live examples load at run time and publishes their addresses as global data. */
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { docsVersions } from '../../../src/data/versions';
import { writeBasemap } from './assets/basemap';
import type { BasemapScale } from './assets/paths';
import { copyMapLibreFiles } from './assets/mapLibreWorker';
import { copyTurfBundles } from './assets/turfBundles';
import { writeExampleRunner, type ExampleRunnerFiles } from './assets/exampleRunner';

/** Added to the site's `staticDirectories`. */
export const exampleAssetsDir = '.generated/static';

export interface ExampleAssets {
  /** No leading slash. */
  readonly turfBundles: Readonly<Record<string, string>>;
  readonly mapLibreWorker: string;
  readonly mapLibreStylesheet: string;
  readonly basemap: Readonly<Record<BasemapScale, string>>;
  readonly exampleRunner: ExampleRunnerFiles;
}

export default function liveExamplesPlugin(context: LoadContext): Plugin {
  const staticDir = join(context.siteDir, exampleAssetsDir);
  // The directory must exist before Docusaurus sets up its static file copying and serving.
  mkdirSync(staticDir, { recursive: true });
  return {
    name: 'live-examples',
    getThemePath: () => join(__dirname, 'theme'),
    getClientModules: () => [join(__dirname, 'consoleTurf.ts')],
    async loadContent() {
      await rm(staticDir, { recursive: true, force: true });
      const turfVersions = [...new Set(docsVersions.map((version) => version.turfVersion))];
      const [turfBundles, mapLibre, basemap, exampleRunner] = await Promise.all([
        copyTurfBundles(context.siteDir, staticDir, turfVersions),
        copyMapLibreFiles(context.siteDir, staticDir),
        writeBasemap(context.siteDir, staticDir),
        writeExampleRunner(staticDir),
      ]);
      return {
        turfBundles,
        mapLibreWorker: mapLibre.worker,
        mapLibreStylesheet: mapLibre.stylesheet,
        basemap,
        exampleRunner,
      } satisfies ExampleAssets;
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content);
    },
    configureWebpack() {
      return {
        // MapLibre's dynamic `new Worker(url)` is unused: the site calls `setWorkerUrl()`.
        ignoreWarnings: [{ module: /node_modules[\\/]maplibre-gl[\\/]/, message: /Critical dependency/ }],
      };
    },
  };
}
