// Chunk ids are chunk names, so the runtime every page loads first carries one table (content hashes), not id->name and name->id too.
// Replaces Docusaurus's ChunkAssetPlugin: registered as chunk-names/ChunkAssetByIdPlugin in dependency-patches/registry.cjs.
import type { Plugin } from '@docusaurus/types';
import type { Chunk, Compiler, RspackPluginInstance } from '@rspack/core';

const getChunkAsset = '__webpack_require__.gca';

export default function chunkNamesPlugin(): Plugin {
  return {
    name: 'chunk-names',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const plugins = config.plugins ?? [];
      const docusaurusPlugin = plugins.findIndex((plugin) => plugin?.constructor?.name === 'ChunkAssetPlugin');
      if (docusaurusPlugin === -1) {
        throw new Error(
          "plugins/delivery/chunk-names: Docusaurus's ChunkAssetPlugin (which defines __webpack_require__.gca) is not in the client config; check how this Docusaurus version maps chunk names to files, then update or remove this plugin.",
        );
      }
      // The config is typed for webpack; Docusaurus builds this site with Rspack (future.faster).
      plugins[docusaurusPlugin] = new ChunkAssetByIdPlugin() as unknown as (typeof plugins)[number];
      return { optimization: { chunkIds: 'named' } };
    },
  };
}

/** Defines `__webpack_require__.gca(chunkName)` as Docusaurus's plugin does, listing only chunks whose id is not their name. */
class ChunkAssetByIdPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { RuntimeModule, RuntimeGlobals } = compiler.webpack;
    class ChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('ChunkAssetByIdRuntimeModule', RuntimeModule.STAGE_ATTACH);
        // The file names it builds carry content hashes.
        this.fullHash = true;
      }
      override generate(): string {
        const idToName = (this.chunk as Chunk).getChunkMaps(false).name;
        const renamed = Object.fromEntries(
          Object.entries(idToName)
            .filter(([id, name]) => id !== name)
            .map(([id, name]) => [name, id]),
        );
        const lookup = Object.keys(renamed).length === 0 ? '' : `chunkId = ${JSON.stringify(renamed)}[chunkId] || chunkId; `;
        return `${getChunkAsset} = function(chunkId) { ${lookup}return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkId); };`;
      }
    }
    compiler.hooks.thisCompilation.tap('ChunkAssetByIdPlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('ChunkAssetByIdPlugin', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule());
      });
    });
  }
}
