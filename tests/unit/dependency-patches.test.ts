/**
 * Every patch of another package's shipped code (dependency-patches/registry.cjs), checked
 * against the installed packages: the target file is there, a loader changes exactly what it
 * claims (the code it replaces is gone, its own code is there, the file still parses) and names
 * itself when its code is gone; a stand-in module exports what the original exports and the
 * site's bundle imports. Every patch has its entry in dependency-patches/README.md.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'acorn';

const require = createRequire(import.meta.url);
const { dependencyPatches, resolveTarget, patchConfig } =
  require('../../dependency-patches/registry.cjs') as typeof import('../../dependency-patches/registry.cjs');
const { replaceInDependency } = require('../../dependency-patches/replaceInDependency.cjs');

type Loader = (this: { resourcePath: string }, source: string) => string;
const siteDir = path.resolve('.');
const readme = readFileSync('dependency-patches/README.md', 'utf8');

/**
 * For each stand-in: that the original still offers what the site's bundle imports from it, and
 * that the stand-in offers the same.
 */
const standInChecks: Record<string, (standIn: Record<string, unknown>, target: string) => void> = {
  'lazy-route-components/createRouteComponentOnUse': (_standIn, target) => {
    // Both are read, not loaded: the original ships JSX in a .js file, and the stand-in imports it.
    assert.match(readFileSync(target, 'utf8'), /^export default function ComponentCreator\(path, hash\) \{$/m);
    const standIn = readFileSync('plugins/delivery/lazy-route-components/createRouteComponentOnUse.tsx', 'utf8');
    assert.match(standIn, /^export default function createRouteComponentOnUse\(path: string, hash: string\): RouteComponent \{$/m);
  },
  'code-highlight/browserStandIn': (standIn) => {
    const original = require('prism-react-renderer') as Record<string, unknown>;
    for (const name of ['Prism', 'Highlight']) {
      assert.ok(name in original, `prism-react-renderer exports ${name}`);
      assert.equal(typeof standIn[name], typeof original[name], `the stand-in's ${name}`);
    }
  },
};

describe('dependency patches', () => {
  for (const patch of dependencyPatches) {
    it(`${patch.name}: its target is installed and it has an entry in the README`, () => {
      const target = resolveTarget(patch, siteDir);
      assert.ok(target.includes(path.join('node_modules', patch.package)), target);
      assert.match(readme, new RegExp(`^## ${patch.name.replaceAll('/', '\\/')}$`, 'm'));
    });

    if (patch.kind === 'loader') {
      it(`${patch.name}: changes what it claims in the installed ${patch.package}, and names itself when the code is gone`, () => {
        const loader: Loader = require(`../../${patch.loader}`);
        const resourcePath = resolveTarget(patch, siteDir);
        const source = readFileSync(resourcePath, 'utf8');
        const changes = patch.changes!;
        if (changes.removes) assert.ok(source.includes(changes.removes), 'the code it replaces is in the installed file');
        assert.ok(!source.includes(changes.adds), 'the installed file does not already do it');
        const patched = loader.call({ resourcePath }, source);
        if (changes.removes) assert.ok(!patched.includes(changes.removes), 'the replaced code is gone');
        assert.ok(patched.includes(changes.adds), 'its code is there');
        assert.doesNotThrow(() => parse(patched, { ecmaVersion: 'latest', sourceType: 'module' }), 'the patched file parses');
        assert.throws(
          () => loader.call({ resourcePath }, 'export {};'),
          new RegExp(`^Error: ${patch.loader!.replaceAll('.', '\\.')}: .* no longer contains .*, then update or remove this loader\\.$`),
        );
      });
    } else if (patch.kind === 'replacement') {
      it(`${patch.name}: was derived from the installed ${patch.package}/${patch.file}`, () => {
        assert.ok(existsSync(patch.replacedBy!), `${patch.replacedBy} exists`);
        const digest = createHash('sha256')
          .update(readFileSync(resolveTarget(patch, siteDir)))
          .digest('hex');
        assert.equal(
          digest,
          patch.upstreamSha256,
          `${patch.package}/${patch.file} changed since ${patch.replacedBy} was derived from it: compare the two, carry the change over, then update upstreamSha256`,
        );
      });
    } else {
      it(`${patch.name}: the stand-in exports what the original exports and the site imports`, async () => {
        const check = standInChecks[patch.name];
        assert.ok(check, `say in this test what the site imports from ${patch.request}`);
        const loadable = !patch.standIn!.endsWith('.tsx');
        check(loadable ? ((await import(`../../${patch.standIn}`)) as Record<string, unknown>) : {}, resolveTarget(patch, siteDir));
      });
    }
  }

  it('applies the patches named, with a rule on the exact target file, and refuses unknown names', () => {
    const config = patchConfig(['search/keepSearchErrorStatus', 'code-highlight/browserStandIn'], siteDir);
    assert.deepEqual(
      config.module.rules.map((rule) => rule.test),
      [path.join(siteDir, 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js')],
    );
    assert.deepEqual(Object.keys(config.resolve.alias), ['prism-react-renderer$']);
    assert.equal(config.plugins.length, 1);
    assert.throws(() => patchConfig(['no/such-patch'], siteDir), /has no patch named "no\/such-patch"/);
  });

  it('stops the build, naming the patch, when a target file is gone', () => {
    const gone = { ...dependencyPatches[0]!, file: 'lib/client/no-such-file.js' };
    assert.throws(
      () => resolveTarget(gone, siteDir),
      new RegExp(
        `^Error: Dependency patch "${gone.name}" \\(${gone.owner}\\): ${gone.package}/lib/client/no-such-file\\.js is not installed any more`,
      ),
    );
  });

  it('replaces code literally, or through a function of the match', () => {
    const patch = { resourcePath: 'f.js', loader: 'l.cjs', missing: 'm', advice: 'Check' };
    assert.equal(replaceInDependency({ ...patch, source: 'a X b', original: 'X', replacement: '$&Y' }), 'a $&Y b');
    assert.equal(
      replaceInDependency({ ...patch, source: 'a X7 b', original: /X(\d)/, replacement: (m: RegExpExecArray) => `<${m[1]}>` }),
      'a <7> b',
    );
  });
});

describe('a build in which a patch did not apply', () => {
  /** Bundles entry.js of a temporary folder with Rspack and what `configure` adds; resolves with the errors. */
  async function compile(
    files: Record<string, string>,
    configure: (dir: string) => { plugins: unknown[]; rules: unknown[] },
  ): Promise<string[]> {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { rspack } = require('@rspack/core') as typeof import('@rspack/core');
    const dir = mkdtempSync(path.join(tmpdir(), 'patch-verify-'));
    try {
      for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
      const { plugins, rules } = configure(dir);
      const compiler = rspack({
        mode: 'development',
        context: dir,
        entry: path.join(dir, 'entry.js'),
        output: { path: path.join(dir, 'out') },
        module: { rules: rules as never },
        plugins: plugins as never,
      });
      const stats = await new Promise<import('@rspack/core').Stats>((resolve, reject) =>
        compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
      );
      await new Promise((resolve) => compiler.close(resolve));
      return stats.compilation.errors.map((error) => error.message);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const { VerifyPatchesApplied } =
    require('../../dependency-patches/registry.cjs') as typeof import('../../dependency-patches/registry.cjs');
  const patch = dependencyPatches.find((candidate) => candidate.kind === 'loader')!;
  const files = { 'entry.js': "import './target.js';", 'target.js': 'export {};', 'loader.cjs': 'module.exports = (source) => source;' };

  it('passes when the target went through its loader', async () => {
    const errors = await compile(files, (dir) => {
      const [resource, loader] = [path.join(dir, 'target.js'), path.join(dir, 'loader.cjs')];
      return { rules: [{ test: resource, use: [{ loader }] }], plugins: [new VerifyPatchesApplied([{ patch, resource, loader }])] };
    });
    assert.deepEqual(errors, []);
  });

  it('fails naming the patch when the rule matched nothing (the dependency moved its code)', async () => {
    const errors = await compile(files, (dir) => {
      const [resource, loader] = [path.join(dir, 'moved.js'), path.join(dir, 'loader.cjs')];
      return { rules: [{ test: resource, use: [{ loader }] }], plugins: [new VerifyPatchesApplied([{ patch, resource, loader }])] };
    });
    assert.equal(errors.length, 1);
    assert.match(
      errors[0]!,
      new RegExp(
        `Dependency patch "${patch.name}" \\(${patch.owner}\\) did not apply: ${patch.package}/${patch.file} was not bundled through ${patch.loader}`,
      ),
    );
  });

  it('fails naming the patch when nothing imports what a stand-in answers', async () => {
    const standIn = dependencyPatches.find((candidate) => candidate.kind === 'stand-in')!;
    const errors = await compile(files, (dir) => ({
      rules: [],
      plugins: [new VerifyPatchesApplied([{ patch: standIn, resource: path.join(dir, 'stand-in.js') }])],
    }));
    assert.equal(errors.length, 1);
    assert.match(
      errors[0]!,
      new RegExp(`Dependency patch "${standIn.name}" .* did not apply: nothing imported ${standIn.request!.replace('$', '\\$')}`),
    );
  });
});
