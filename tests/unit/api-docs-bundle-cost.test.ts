/**
 * The pure parts of the bundle cost measurement (plugins/content/api-docs/bundle-cost/): grouping
 * esbuild's metafile inputs by package, the `@turf/turf` decision from probes, the cache's
 * validity, what pages show, the rounding, and the page text. The measurement itself is checked
 * against a second bundler in tests/build/bundle-cost.test.ts.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RootContent } from 'mdast';

import { bundleCostKey, isValidCost, readCachedCost, writeCachedCost } from '../../plugins/content/api-docs/bundle-cost/cache';
import { formatByteRange, formatBytes } from '../../plugins/content/api-docs/bundle-cost/format';
import { bytesByPackage, heaviestPackages, modulesInOutput, packageOfInput } from '../../plugins/content/api-docs/bundle-cost/packages';
import { chooseProbes, classifyTurfImport } from '../../plugins/content/api-docs/bundle-cost/turfImport';
import type { BundleMeasure, MeasuredImport, VersionBundleCost } from '../../plugins/content/api-docs/bundle-cost/types';
import { differsMeaningfully, functionBundleCost, indexFigure } from '../../plugins/content/api-docs/bundle-cost/view';
import type { ApiFunction } from '../../plugins/content/api-docs/model/types';
import type { PageContext } from '../../plugins/content/api-docs/pages/context';
import { buildIndexPage, indexEntries } from '../../plugins/content/api-docs/pages/buildIndexPage';
import { bundleCostSection } from '../../plugins/content/api-docs/pages/bundleCostSection';

const input = (bytesInOutput: number) => ({ bytesInOutput });
const nm = 'turf-installs/7.2.0/node_modules';

describe('metafile inputs by package', () => {
  it('names the package of a node_modules path: scoped, unscoped, nested, Windows separators', () => {
    assert.equal(packageOfInput(`${nm}/@turf/jsts/dist/jsts.min.js`), '@turf/jsts');
    assert.equal(packageOfInput(`${nm}/rbush/index.js`), 'rbush');
    assert.equal(packageOfInput(`${nm}/geojson-rbush/node_modules/rbush/rbush.min.js`), 'rbush');
    assert.equal(packageOfInput('turf-installs\\6.5.0\\node_modules\\@turf\\helpers\\dist\\es\\index.js'), '@turf/helpers');
    assert.equal(packageOfInput(`(disabled):${nm}/object-inspect/util.inspect`), 'object-inspect');
  });

  it('gives no package for modules outside node_modules or a bare scope', () => {
    assert.equal(packageOfInput('bundle-cost-entry:package/along'), null);
    assert.equal(packageOfInput('<runtime>'), null);
    assert.equal(packageOfInput(`${nm}/@turf`), null);
  });

  it('sums bytes per package, heaviest first, leaving out what tree shaking removed', () => {
    const grouped = bytesByPackage({
      [`${nm}/@turf/buffer/dist/esm/index.js`]: input(3000),
      [`${nm}/@turf/jsts/dist/jsts.min.js`]: input(270000),
      [`${nm}/d3-geo/src/a.js`]: input(4000),
      [`${nm}/d3-geo/src/b.js`]: input(5000),
      [`${nm}/@turf/meta/dist/esm/index.js`]: input(0),
      'bundle-cost-entry:package/buffer': input(0),
    });
    assert.deepEqual(grouped, [
      { name: '@turf/jsts', minified: 270000 },
      { name: 'd3-geo', minified: 9000 },
      { name: '@turf/buffer', minified: 3000 },
    ]);
  });

  it('orders packages of equal weight by name, so the cache is stable', () => {
    const grouped = bytesByPackage({ [`${nm}/b/i.js`]: input(10), [`${nm}/a/i.js`]: input(10) });
    assert.deepEqual(
      grouped.map((entry) => entry.name),
      ['a', 'b'],
    );
  });

  it('lists the modules that put bytes in a bundle, sorted', () => {
    assert.deepEqual(modulesInOutput({ [`${nm}/z/i.js`]: input(1), [`${nm}/a/i.js`]: input(2), [`${nm}/m/i.js`]: input(0) }), [
      `${nm}/a/i.js`,
      `${nm}/z/i.js`,
    ]);
  });

  it('keeps at most three heavy packages, each 10% of the bundle and 1 KB at least', () => {
    const rule = { top: 3, minShare: 0.1, minBytes: 1024 };
    const packages = [
      { name: 'a', minified: 50000 },
      { name: 'b', minified: 20000 },
      { name: 'c', minified: 12000 },
      { name: 'd', minified: 11000 },
      { name: 'e', minified: 500 },
    ];
    assert.deepEqual(
      heaviestPackages(packages, 100000, rule).map((entry) => entry.name),
      ['a', 'b', 'c'],
    );
    // c and d are under 10% of a larger bundle.
    assert.deepEqual(
      heaviestPackages(packages, 150000, rule).map((entry) => entry.name),
      ['a', 'b'],
    );
    // In a tiny bundle, 800 bytes is 40% and still trivia.
    assert.deepEqual(heaviestPackages([{ name: '@turf/helpers', minified: 800 }], 2000, rule), []);
  });
});

describe('how @turf/turf bundles, from probes', () => {
  const probe = (name: string, turf: string[], pkg: string[]) => ({ name, turf, package: pkg });

  it('is tree-shaken when every probe has exactly its package modules', () => {
    assert.deepEqual(
      classifyTurfImport([probe('getGeom', ['invariant'], ['invariant']), probe('buffer', ['buffer', 'jsts'], ['buffer', 'jsts'])]),
      { kind: 'tree-shaken' },
    );
  });

  it('is not tree-shaken when every probe carries the same block on top of its package', () => {
    const block = ['jsts', 'polygon-clipping', 'isolines'];
    const decided = classifyTurfImport([
      probe('isObject', ['helpers', ...block], ['helpers']),
      probe('center', ['center', 'helpers', ...block], ['center', 'helpers']),
      // buffer needs jsts itself: the block only adds the rest.
      probe('buffer', ['buffer', 'helpers', ...block], ['buffer', 'helpers', 'jsts']),
    ]);
    assert.deepEqual(decided, { kind: 'not-tree-shaken', extraModules: ['isolines', 'jsts', 'polygon-clipping'] });
  });

  it('is inconsistent when a probe lacks modules of its own package (another copy resolved)', () => {
    const decided = classifyTurfImport([probe('along', ['helpers@nested'], ['helpers'])]);
    assert.equal(decided.kind, 'inconsistent');
  });

  it('is inconsistent when the extra modules differ between probes', () => {
    const decided = classifyTurfImport([probe('a', ['a', 'x'], ['a']), probe('b', ['b', 'x', 'y'], ['b'])]);
    assert.equal(decided.kind, 'inconsistent');
    assert.match(decided.kind === 'inconsistent' ? decided.reason : '', /b: .*\(y\)/);
  });

  it('is inconsistent without probes', () => {
    assert.equal(classifyTurfImport([]).kind, 'inconsistent');
  });

  it('probes the lightest, the median and the heaviest package bundle', () => {
    const bundles = [30, 10, 50, 20, 40].map((minified) => ({ name: `f${minified}`, minified }));
    assert.deepEqual(
      chooseProbes(bundles).map((pick) => pick.name),
      ['f10', 'f30', 'f50'],
    );
    assert.deepEqual(
      chooseProbes([{ name: 'only', minified: 1 }]).map((pick) => pick.name),
      ['only'],
    );
  });
});

const measure = (gzip: number, extra: Partial<BundleMeasure> = {}): BundleMeasure => ({
  minified: gzip * 3,
  gzip,
  brotli: Math.round(gzip * 0.9),
  heaviest: [],
  ...extra,
});
const along: MeasuredImport = { name: 'along', exportName: 'along', packageName: '@turf/along', importStyle: 'named' };
const buffer: MeasuredImport = { name: 'buffer', exportName: 'buffer', packageName: '@turf/buffer', importStyle: 'named' };
const imports = [along, buffer];
const key = bundleCostKey({ esbuildVersion: '0.28.2', lockfile: '{"lockfileVersion":3}', imports, zlib: '1.3', brotli: '1.1' });

const cost = (turf: VersionBundleCost['turf'], bundles: Record<string, BundleMeasure> = {}): VersionBundleCost => ({
  schema: 1,
  key,
  versionName: '7.2.0',
  turfVersion: '7.2.0',
  measuredInMs: 1234,
  functions: imports.map((fn) => ({ ...fn, bundle: bundles[fn.name] ?? measure(1000), modules: [`${nm}/${fn.packageName}/index.js`] })),
  turf,
});
const probeOf = (name: string, bundle: BundleMeasure) => ({ name, bundle, modules: [] });

describe('bundle cost cache', () => {
  it('keys on esbuild, the lockfile, the imports, the compressors and the method', () => {
    const same = bundleCostKey({
      esbuildVersion: '0.28.2',
      lockfile: '{"lockfileVersion":3}',
      imports: [buffer, along],
      zlib: '1.3',
      brotli: '1.1',
    });
    assert.deepEqual(same, key, 'the order of the imports does not matter');
    const changed = [
      bundleCostKey({ esbuildVersion: '0.28.3', lockfile: '{"lockfileVersion":3}', imports, zlib: '1.3', brotli: '1.1' }),
      bundleCostKey({ esbuildVersion: '0.28.2', lockfile: '{"lockfileVersion":3} ', imports, zlib: '1.3', brotli: '1.1' }),
      bundleCostKey({ esbuildVersion: '0.28.2', lockfile: '{"lockfileVersion":3}', imports: [along], zlib: '1.3', brotli: '1.1' }),
      bundleCostKey({
        esbuildVersion: '0.28.2',
        lockfile: '{"lockfileVersion":3}',
        imports: [along, { ...buffer, importStyle: 'default' }],
        zlib: '1.3',
        brotli: '1.1',
      }),
      bundleCostKey({ esbuildVersion: '0.28.2', lockfile: '{"lockfileVersion":3}', imports, zlib: '1.3.1', brotli: '1.1' }),
    ];
    for (const other of changed) assert.notDeepEqual(other, key);
    assert.match(key.method, /^[0-9a-f]{64}$/);
  });

  it('accepts a whole measurement made under the same key', () => {
    assert.ok(isValidCost(cost({ kind: 'tree-shaken', probes: [probeOf('along', measure(1000))] }), key, imports));
  });

  it('rejects a stale key, a missing or unknown function, a changed import and impossible numbers', () => {
    const good = cost({ kind: 'tree-shaken', probes: [probeOf('along', measure(1000))] });
    const otherKey = { ...key, esbuild: '0.27.0' };
    assert.equal(isValidCost(good, otherKey, imports), false, 'stale key');
    assert.equal(isValidCost({ ...good, functions: good.functions.slice(1) }, key, imports), false, 'missing function');
    assert.equal(isValidCost(good, key, [along]), false, 'a function that is no longer measured');
    const renamed = { ...good, functions: [{ ...good.functions[0]!, packageName: '@turf/other' }, good.functions[1]!] };
    assert.equal(isValidCost(renamed, key, imports), false, 'changed package');
    const negative = { ...good, functions: [{ ...good.functions[0]!, bundle: measure(1000, { gzip: -1 }) }, good.functions[1]!] };
    assert.equal(isValidCost(negative, key, imports), false, 'negative size');
    const fractional = { ...good, functions: [{ ...good.functions[0]!, bundle: measure(1000, { brotli: 1.5 }) }, good.functions[1]!] };
    assert.equal(isValidCost(fractional, key, imports), false, 'fractional size');
    assert.equal(isValidCost({ ...good, turf: { kind: 'tree-shaken', probes: [] } }, key, imports), false, 'no probes');
    assert.equal(
      isValidCost({ ...good, turf: { kind: 'measured', reason: 'x', probes: good.turf.probes, functions: {} } }, key, imports),
      false,
    );
    assert.equal(isValidCost({ ...good, schema: 2 }, key, imports), false, 'another schema');
  });

  it('reads back what it wrote, and nothing from a missing, truncated or unparsable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-cost-'));
    try {
      const file = join(dir, 'nested', '7.2.0.json');
      assert.equal(readCachedCost(file, key, imports), null);
      const written = cost({ kind: 'tree-shaken', probes: [probeOf('buffer', measure(66000))] });
      writeCachedCost(file, written);
      assert.deepEqual(readCachedCost(file, key, imports), written);
      const text = JSON.stringify(written);
      writeFileSync(file, text.slice(0, text.length / 2));
      assert.equal(readCachedCost(file, key, imports), null, 'truncated');
      writeFileSync(file, '');
      assert.equal(readCachedCost(file, key, imports), null, 'empty');
      writeFileSync(file, JSON.stringify({ ...written, functions: [] }));
      assert.equal(readCachedCost(file, key, imports), null, 'emptied');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what pages show', () => {
  it('shows both figures only when they differ by more than 2% and 200 bytes of gzip', () => {
    assert.equal(differsMeaningfully(measure(1000), measure(1150)), false, '15% but 150 bytes');
    assert.equal(differsMeaningfully(measure(1000), measure(1300)), true);
    assert.equal(differsMeaningfully(measure(66000), measure(66900)), false, '900 bytes but 1.4%');
    assert.equal(differsMeaningfully(measure(66000), measure(68000)), true);
  });

  it('uses the package bundle for @turf/turf where it is tree-shaken, and a probe where one was bundled', () => {
    const turfBuffer = measure(66500);
    const value = cost({ kind: 'tree-shaken', probes: [probeOf('buffer', turfBuffer)] }, { buffer: measure(66000), along: measure(1000) });
    assert.deepEqual(functionBundleCost(value, 'along'), { turf: measure(1000), standalone: null, wholeLibrary: null });
    assert.deepEqual(functionBundleCost(value, 'buffer'), { turf: turfBuffer, standalone: null, wholeLibrary: null });
    assert.equal(functionBundleCost(value, 'pt'), null, 'not measured: an internal helper');
  });

  it('keeps the package figure where a probe shows that @turf/turf costs more', () => {
    const value = cost({ kind: 'tree-shaken', probes: [probeOf('along', measure(1500))] }, { along: measure(1000) });
    const shown = functionBundleCost(value, 'along')!;
    assert.equal(shown.turf!.gzip, 1500);
    assert.deepEqual(shown.standalone, { ...measure(1000), packageName: '@turf/along' });
    assert.equal(indexFigure(shown), 1500);
  });

  it('gives the range any function costs where @turf/turf is not tree-shaken, and the package figure', () => {
    const value = cost(
      {
        kind: 'not-tree-shaken',
        probes: [probeOf('buffer', measure(129834)), probeOf('along', measure(125454)), probeOf('center', measure(125490))],
        extraPackages: [{ name: 'turf-jsts', minified: 337257 }],
      },
      { along: measure(1100) },
    );
    const shown = functionBundleCost(value, 'along')!;
    assert.equal(shown.turf, null);
    assert.equal(shown.standalone!.gzip, 1100);
    assert.equal(shown.wholeLibrary!.lightest.gzip, 125454);
    assert.equal(shown.wholeLibrary!.heaviest.gzip, 129834);
    assert.equal(indexFigure(shown), 1100, 'the index shows the package figure');
  });

  it('takes every figure from the exact @turf/turf bundles where the probes were not enough', () => {
    const value = cost(
      { kind: 'measured', reason: 'x', probes: [], functions: { along: measure(1010), buffer: measure(70000) } },
      { buffer: measure(66000) },
    );
    assert.equal(functionBundleCost(value, 'buffer')!.turf!.gzip, 70000);
    assert.equal(functionBundleCost(value, 'buffer')!.standalone!.gzip, 66000);
    assert.equal(functionBundleCost(value, 'along')!.standalone, null);
  });
});

describe('byte counts', () => {
  it('rounds to a tenth below 10 KB and to whole kilobytes above', () => {
    assert.equal(formatBytes(0), '0 B');
    assert.equal(formatBytes(1023), '1023 B');
    assert.equal(formatBytes(1024), '1.0 KB');
    assert.equal(formatBytes(1022 + 1024), '2.0 KB');
    assert.equal(formatBytes(9.94 * 1024), '9.9 KB');
    assert.equal(formatBytes(9.96 * 1024), '10 KB', 'rounds to 10.0: written as a whole number');
    assert.equal(formatBytes(67076), '66 KB');
    assert.equal(formatBytes(293999), '287 KB');
    assert.equal(formatBytes(1023.6 * 1024), '1.0 MB');
    assert.equal(formatBytes(2.5 * 1024 * 1024), '2.5 MB');
  });

  it('refuses what is not a byte count', () => {
    assert.throws(() => formatBytes(-1));
    assert.throws(() => formatBytes(Number.NaN));
  });

  it('writes a range with one unit when both ends share it', () => {
    assert.equal(formatByteRange(125454, 129834), '123–127 KB');
    assert.equal(formatByteRange(129834, 125454), '123–127 KB', 'either order');
    assert.equal(formatByteRange(1000, 2048), '1000 B – 2.0 KB');
    assert.equal(formatByteRange(2048, 2050), '2.0 KB');
  });
});

describe('bundle cost on a function page', () => {
  const fn = { name: 'buffer', exportName: 'buffer', packageName: '@turf/buffer', internal: false } as ApiFunction;
  const context = (shown: ReturnType<PageContext['bundleCost']>): PageContext =>
    ({ model: { turfVersion: '6.5.0' }, bundleCost: () => shown }) as unknown as PageContext;
  /** The page's paragraphs as text, inline code in backticks. */
  const paragraphs = (nodes: RootContent[]) =>
    nodes.map((node) => {
      assert.equal(node.type, 'paragraph', 'plain Markdown: paragraphs only');
      return (node as { children: { type: string; value: string }[] }).children
        .map((child) => (child.type === 'inlineCode' ? `\`${child.value}\`` : child.value))
        .join('');
    });

  it('says what the @turf/turf import adds and where most of it comes from', () => {
    const turf = measure(67076, {
      minified: 293999,
      brotli: 56498,
      heaviest: [
        { name: '@turf/jsts', minified: 270483 },
        { name: '@turf/buffer', minified: 5000 },
      ],
    });
    const [figure, method] = paragraphs(bundleCostSection(fn, context({ turf, standalone: null, wholeLibrary: null })));
    assert.equal(
      figure,
      'Adds about 66 KB (gzip) to a browser bundle (287 KB minified, 55 KB brotli) when imported from `@turf/turf`, mostly `@turf/jsts` (264 KB minified).',
    );
    assert.match(method!, /esbuild/);
  });

  it('names no package for a bundle of its own code only, and adds the package figure where it differs', () => {
    const [figure, standalone] = paragraphs(
      bundleCostSection(
        fn,
        context({
          turf: measure(2000, { minified: 5000 }),
          standalone: { ...measure(1500), packageName: '@turf/buffer' },
          wholeLibrary: null,
        }),
      ),
    );
    assert.equal(figure, 'Adds about 2.0 KB (gzip) to a browser bundle (4.9 KB minified, 1.8 KB brotli) when imported from `@turf/turf`.');
    assert.equal(
      standalone,
      'Imported from `@turf/buffer` alone, it adds about 1.5 KB (gzip) to a bundle (4.4 KB minified, 1.3 KB brotli).',
    );
  });

  it('gives the whole-library range where @turf/turf is not tree-shaken', () => {
    const [whole, standalone] = paragraphs(
      bundleCostSection(
        fn,
        context({
          turf: null,
          standalone: { ...measure(1100), packageName: '@turf/buffer' },
          wholeLibrary: {
            lightest: measure(125454, { minified: 501137 }),
            heaviest: measure(129834, { minified: 512384 }),
            extraPackages: [
              { name: 'turf-jsts', minified: 337257 },
              { name: 'polygon-clipping', minified: 28319 },
            ],
          },
        }),
      ),
    );
    assert.equal(
      whole,
      'Imported from `@turf/turf`, any function of Turf 6.5.0 adds 123–127 KB (gzip) to a browser bundle (489–500 KB minified): ' +
        'esbuild keeps code of the other Turf packages that it cannot prove unused, including `turf-jsts` (329 KB minified) and `polygon-clipping` (28 KB).',
    );
    assert.match(standalone!, /^Imported from `@turf\/buffer` alone, it adds about 1\.1 KB \(gzip\)/);
  });

  it('adds nothing for internal helpers or unmeasured functions', () => {
    assert.deepEqual(bundleCostSection({ ...fn, internal: true }, context({ turf: measure(1), standalone: null, wholeLibrary: null })), []);
    assert.deepEqual(bundleCostSection(fn, context(null)), []);
  });
});

describe('bundle cost in the API index', () => {
  const apiFunction = (name: string): ApiFunction => ({
    kind: 'function',
    name,
    exportName: name,
    packageName: `@turf/${name}`,
    category: 'Measurement',
    internal: false,
    importStyle: 'named',
    description: [],
    params: [],
    returns: [],
    throws: [],
    examples: [],
    deprecated: null,
    aliases: [],
    source: { path: `packages/turf-${name}/index.ts`, line: 1 },
  });
  const indexContext = (shown: (name: string) => ReturnType<PageContext['bundleCost']>): PageContext =>
    ({
      model: {
        versionName: '6.5.0',
        versionLabel: '6.5.0',
        docsPath: '/docs/6.5.0',
        turfVersion: '6.5.0',
        functions: [apiFunction('along'), apiFunction('area')],
        typedefs: [],
        constants: [],
        standalone: [],
        undocumented: [],
      },
      links: { docsPath: '/docs/6.5.0', typePages: new Set(), functionPages: new Set(), constantPages: new Set() },
      history: () => [],
      bundleCost: shown,
      tasks: () => ({ tasks: [] }),
    }) as PageContext;
  const pageText = (context: PageContext) => JSON.stringify(buildIndexPage(context, []).content);

  it('gives each function its gzip figure, and says what it is', () => {
    const context = indexContext((name) => (name === 'along' ? { turf: measure(1022), standalone: null, wholeLibrary: null } : null));
    assert.deepEqual(
      indexEntries(context).map((entry) => [entry.name, entry.bundleGzip]),
      [
        ['along', 1022],
        ['area', null],
      ],
    );
    assert.match(pageText(context), /Beside each is what importing it from .*@turf\/turf.* adds to a browser bundle, gzipped\./);
  });

  it('gives the package figure, and the whole-library range, where @turf/turf is not tree-shaken', () => {
    const wholeLibrary = { lightest: measure(125454), heaviest: measure(129834), extraPackages: [] };
    const context = indexContext(() => ({ turf: null, standalone: { ...measure(1100), packageName: '@turf/along' }, wholeLibrary }));
    assert.deepEqual(
      indexEntries(context).map((entry) => entry.bundleGzip),
      [1100, 1100],
    );
    assert.match(
      pageText(context),
      /from its own package adds to a browser bundle, gzipped: .*any function of this release adds 123–127 KB/,
    );
  });

  it('says nothing of bundles where nothing was measured', () => {
    const context = indexContext(() => null);
    assert.deepEqual(
      indexEntries(context).map((entry) => entry.bundleGzip),
      [null, null],
    );
    assert.doesNotMatch(pageText(context), /Beside each/);
  });
});
