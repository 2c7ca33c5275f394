/**
 * The build-time loaders that patch a dependency's shipped code (plugins/dependency-patch) must
 * still find their code in the installed versions, and fail the build, naming themselves, when not.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { replaceInDependency } = require('../../plugins/dependency-patch/replaceInDependency.cjs');

type Loader = (this: { resourcePath: string }, source: string) => string;

const loaders: readonly [loader: string, dependencyFile: string][] = [
  ['plugins/route-prefetch/indexRouteChunkNames.cjs', '@docusaurus/core/lib/client/docusaurus.js'],
  ['plugins/route-prefetch/prefetchWhenIdle.cjs', '@docusaurus/core/lib/client/docusaurus.js'],
  ['plugins/route-shards/preloadAfterRouteShards.cjs', '@docusaurus/core/lib/client/preload.js'],
  ['plugins/search-index/keepSearchErrorStatus.cjs', '@docsearch/react/dist/esm/DocSearchModal.js'],
  ['plugins/search-index/toleratesBlockedStorage.cjs', '@docsearch/react/dist/esm/DocSearchModal.js'],
];

describe('dependency patches', () => {
  for (const [loaderPath, dependencyFile] of loaders) {
    it(`${loaderPath} patches the installed ${dependencyFile}, and names itself when the code is gone`, () => {
      const loader: Loader = require(`../../${loaderPath}`);
      // The files as installed (package exports do not list them all).
      const resourcePath = path.resolve('node_modules', dependencyFile);
      const source = readFileSync(resourcePath, 'utf8');
      const patched = loader.call({ resourcePath }, source);
      assert.notEqual(patched, source);
      assert.throws(() => loader.call({ resourcePath }, 'export {};'), new RegExp(`^Error: ${loaderPath.replaceAll('.', '\\.')}: .* no longer contains .*, then update or remove this loader\\.$`));
    });
  }

  it('replaces code literally, or through a function of the match', () => {
    const patch = { resourcePath: 'f.js', loader: 'l.cjs', missing: 'm', advice: 'Check' };
    assert.equal(replaceInDependency({ ...patch, source: 'a X b', original: 'X', replacement: '$&Y' }), 'a $&Y b');
    assert.equal(replaceInDependency({ ...patch, source: 'a X7 b', original: /X(\d)/, replacement: (m: RegExpExecArray) => `<${m[1]}>` }), 'a <7> b');
  });
});
