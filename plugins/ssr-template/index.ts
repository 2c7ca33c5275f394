/**
 * Docusaurus plugin that lets each built page list its own route chunks among its scripts
 * (./reportChunkNames.cjs), so that they download with the entry scripts instead of after them.
 * The page shell itself is ./ssrTemplate.ts, set as the site's `ssrTemplate`.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export default function ssrTemplatePlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'ssr-template',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {
        module: {
          rules: [{ test: (resource: string) => resource === registry, use: [{ loader: path.join(__dirname, 'reportChunkNames.cjs') }] }],
        },
      };
    },
  };
}
