/**
 * Every name in every version (plugins/content/api-docs/model/nameHistory.ts) and old `#name`
 * links (theme/ApiHashLinks/hashTarget.ts). Small models written here, so each situation of the
 * issue's table is checked on its own; the golden files show the real pages.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';

import { nameTable } from '../../plugins/content/api-docs/model/nameHistory';
import type { ApiFunction, ApiStandalone, VersionModel } from '../../plugins/content/api-docs/model/types';
import { hashRedirectScript, hashTarget } from '../../plugins/content/api-docs/theme/ApiHashLinks/hashTarget';
import { versionRootPage } from '../../plugins/content/api-docs/versionRootPages';
import { docsVersions } from '../../src/data/versions';

const fn = (name: string, extra: Partial<ApiFunction> = {}): ApiFunction =>
  ({ name, exportName: name, packageName: `@turf/${name}`, internal: false, aliases: [], category: 'Misc', ...extra }) as ApiFunction;

const model = (label: string, functions: ApiFunction[], standalone: ApiStandalone[] = []): VersionModel => ({
  versionName: label,
  versionLabel: label,
  docsPath: `/docs/${label}`,
  turfVersion: label,
  functions,
  typedefs: [],
  constants: [],
  standalone,
  undocumented: [],
});

// Newest first, as src/data/versions.ts lists them.
const models = [
  model('3', [fn('radiansToDegrees'), fn('rbush', { exportName: 'geojsonRbush' }), fn('booleanValid'), fn('azimuthToBearing')]),
  model('2', [
    fn('radiansToDegrees'),
    fn('rbush', { exportName: 'geojsonRbush' }),
    fn('booleanValid'),
    fn('pt', { internal: true, category: null }),
  ]),
  model(
    '1',
    [fn('radiansToDegrees', { aliases: ['radians2degrees'] }), fn('pt', { internal: true, category: null })],
    [{ name: 'booleanValid', packageName: '@turf/boolean-valid', importStyle: 'default', description: [] }],
  ),
];
const table = nameTable(models);
const status = (version: string, name: string) => table.get(version)!.get(name);

describe('every name in every version', () => {
  it('gives every version the same set of names', () => {
    const sets = [...table.values()].map((names) => [...names.keys()].sort().join());
    assert.equal(new Set(sets).size, 1);
    assert.deepEqual([...table.get('1')!.keys()].sort(), [
      'azimuthToBearing',
      'booleanValid',
      'geojsonRbush',
      'pt',
      'radians2degrees',
      'radiansToDegrees',
      'rbush',
    ]);
  });

  it('redirects a deprecated alias to its function, and says where it went after its removal', () => {
    assert.deepEqual(status('1', 'radians2degrees'), { kind: 'alias', target: 'radiansToDegrees', deprecated: true });
    const removed = status('3', 'radians2degrees');
    assert.equal(removed?.kind, 'removed');
    assert.ok(removed?.kind === 'removed');
    assert.equal(removed.removedIn.turfVersion, '2');
    assert.equal(removed.last.turfVersion, '1');
    assert.equal(removed.replacement, 'radiansToDegrees');
  });

  it('redirects an export name that differs from the documented name (geojsonRbush to rbush)', () => {
    assert.deepEqual(status('2', 'geojsonRbush'), { kind: 'alias', target: 'rbush', deprecated: false });
  });

  it('says when a function was added, linking the first version that has it and the newest', () => {
    const added = status('2', 'azimuthToBearing');
    assert.ok(added?.kind === 'added');
    assert.equal(added.first.turfVersion, '3');
    assert.equal(added.newest.turfVersion, '3');
    const rbush = status('1', 'rbush');
    assert.ok(rbush?.kind === 'added');
    assert.equal(rbush.first.turfVersion, '2');
  });

  it('links the current docs, not the next ones, as the newest when both document the same release', () => {
    const next = { ...model('3', [fn('azimuthToBearing')]), versionName: 'current', versionLabel: 'next', docsPath: '/docs/next' };
    const sameRelease = nameTable([next, ...models]);
    const added = sameRelease.get('2')!.get('azimuthToBearing');
    assert.ok(added?.kind === 'added');
    assert.equal(added.newest.docsPath, '/docs/3');
    // A release only the next docs have is linked there.
    const ahead = nameTable([{ ...next, turfVersion: '4' }, ...models])
      .get('2')!
      .get('azimuthToBearing');
    assert.ok(ahead?.kind === 'added');
    assert.equal(ahead.newest.docsPath, '/docs/next');
  });

  it('prefers the standalone package over "added later" where the package exists at that version', () => {
    const standalone = status('1', 'booleanValid');
    assert.ok(standalone?.kind === 'standalone');
    assert.equal(standalone.standalone.packageName, '@turf/boolean-valid');
    assert.equal(standalone.first?.turfVersion, '2');
  });

  it('calls a helper that only ever was internal an internal helper, not a removed function', () => {
    const gone = status('3', 'pt');
    assert.ok(gone?.kind === 'internal');
    assert.equal(gone.last.turfVersion, '2');
    assert.deepEqual(status('2', 'pt'), { kind: 'page' });
  });

  it('says an export without documentation is one, and where it comes from', () => {
    const undocumented = [
      { ...model('2', [fn('clone')]), undocumented: [{ name: 'cloneProperties', packageName: '@turf/clone' }] },
      model('1', [fn('clone')]),
    ];
    const names = nameTable(undocumented);
    assert.deepEqual(names.get('2')!.get('cloneProperties'), { kind: 'undocumented', packageName: '@turf/clone' });
    assert.equal(names.get('1')!.get('cloneProperties')?.kind, 'added');
  });

  it('refuses, naming the file to change, a function that left a version and came back', () => {
    const gap = [model('3', [fn('along')]), model('2', []), model('1', [fn('along')])];
    assert.throws(() => nameTable(gap), /along is documented before and after Turf 2.*nameHistory\.ts/);
  });
});

/** Runs the inline script with a fake `location` and returns where it sent the page (null: nowhere). */
function runScript(script: string, hash: string, search = ''): string | null {
  let target: string | null = null;
  let stopped = false;
  runInNewContext(script, { location: { hash, search, replace: (url: string) => (target = url) }, stop: () => (stopped = true) });
  assert.equal(stopped, target !== null, 'the page stops parsing exactly when it leaves');
  return target;
}

describe('old #name links', () => {
  const names = ['along', 'booleanPointInPolygon', 'radians2degrees'];
  const cases: Array<[hash: string, expected: string | null]> = [
    ['#along', '/docs/api/along'],
    ['#booleanpointinpolygon', '/docs/api/booleanPointInPolygon'],
    ['#radians2degrees', '/docs/api/radians2degrees'],
    ['#%61long', '/docs/api/along'],
    ['#nothing', null],
    ['#', null],
    ['', null],
    ['#%E0%A4%A', null],
    ['#<img src=x onerror=alert(1)>', null],
  ];

  for (const [hash, expected] of cases) {
    it(`${JSON.stringify(hash)}: the client and the inline script both go to ${expected ?? 'no function'}`, () => {
      assert.equal(hashTarget(hash, names, '/docs/api'), expected);
      assert.equal(runScript(hashRedirectScript({ names, apiPath: '/docs/api', otherwise: 'stay' }), hash), expected);
    });
  }

  it('a version root sends other hashes to the API index and none to the introduction, keeping the query', () => {
    const script = hashRedirectScript({
      names,
      apiPath: '/docs/7.1.0/api',
      otherwise: { withHash: '/docs/7.1.0/api', withoutHash: '/docs/7.1.0/intro' },
    });
    assert.equal(runScript(script, '#along', '?x=1'), '/docs/7.1.0/api/along');
    assert.equal(runScript(script, '#measurement', '?x=1'), '/docs/7.1.0/api?x=1#measurement');
    assert.equal(runScript(script, '', '?x=1'), '/docs/7.1.0/intro?x=1');
  });

  it('cannot be closed from inside by a name', () => {
    const script = hashRedirectScript({ names: ['</script><script>alert(1)//'], apiPath: '/docs/api', otherwise: 'stay' });
    assert.doesNotMatch(script, /<\/script/i);
  });

  it('writes each version root as a page whose one script is the hash redirect', () => {
    const version = docsVersions.find((candidate) => candidate.status === 'current')!;
    const html = versionRootPage(version, names);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    assert.equal(scripts.length, 1);
    assert.equal(runScript(scripts[0]!, '#along'), `${version.path}/api/along`);
    assert.match(html, /<noscript><meta http-equiv="refresh" content="0; url=\/docs\/intro"><\/noscript>/);
  });
});
