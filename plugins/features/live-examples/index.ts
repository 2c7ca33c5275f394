/**
 * Docusaurus plugin that writes the files live examples load at run time (Turf, MapLibre, the
 * basemap, and the sandbox frame examples run in) into a static
 * directory of the site (`.generated/static`, never committed) and publishes their addresses as
 * global data, read in the browser with `usePluginData('live-examples')`.
 */
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
  /** Site-relative path (no leading slash) of each Turf version's browser bundle. */
  readonly turfBundles: Readonly<Record<string, string>>;
  readonly mapLibreWorker: string;
  /** MapLibre's stylesheet, linked by the map component when it creates a map. */
  readonly mapLibreStylesheet: string;
  /** The basemap at each Natural Earth scale. */
  readonly basemap: Readonly<Record<BasemapScale, string>>;
  /** The sandbox frame's page, which runs examples apart from the page, and its worker bundle. */
  readonly exampleRunner: ExampleRunnerFiles;
}

export default function liveExamplesPlugin(context: LoadContext): Plugin {
  const staticDir = join(context.siteDir, exampleAssetsDir);
  // The directory must exist before Docusaurus sets up its static file copying and serving.
  mkdirSync(staticDir, { recursive: true });
  return {
    name: 'live-examples',
    // LiveExample, the map, the result panel, the editor, the playground and the home page demo.
    getThemePath: () => join(__dirname, 'theme'),
    // In the browser console, `turf` is the Turf version of the docs page being read.
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
        // MapLibre can compute its worker's URL at run time (a dynamic `new Worker(url)`), which
        // the bundler reports as a "critical dependency". The site sets that URL itself with
        // `setWorkerUrl()` to the worker this plugin serves, so the warning does not apply.
        ignoreWarnings: [{ module: /node_modules[\\/]maplibre-gl[\\/]/, message: /Critical dependency/ }],
      };
    },
  };
}
