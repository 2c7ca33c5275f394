import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildVersionModel } from '../../plugins/content/api-docs/model/toModel';
import { functionHistory } from '../../plugins/content/api-docs/model/history';
import { readComments, type RawComment, type SourcedComment } from '../../plugins/content/api-docs/read/jsdoc';
import type { TurfExports } from '../../plugins/content/api-docs/read/exports';
import type { ApiFunction, VersionModel } from '../../plugins/content/api-docs/model/types';

const version = { versionName: '7.1.0', versionLabel: '7.1.0', docsPath: '/docs/7.1.0', turfVersion: '7.1.0' };

function comment(name: string, extra: Partial<RawComment> = {}): RawComment {
  return {
    name,
    kind: 'function',
    tags: [],
    params: [],
    properties: [],
    returns: [],
    throws: [],
    examples: [],
    context: { file: '/src/index.ts', loc: { start: { line: 10 } } },
    ...extra,
  };
}

const sourced = (packageName: string, raw: RawComment): SourcedComment => ({
  comment: raw,
  source: { file: '/src/index.ts', packageName, repoPath: `packages/turf-${packageName.slice(6)}/index.ts`, originalLines: true },
});

/** A fake install: @turf/turf exports `along`, `bezierSpline` (+ alias `bezier`), `geojsonRbush`, `moranIndex`. */
function fakeExports(): TurfExports {
  const along = () => 0;
  const bezierSpline = () => 0;
  const rbush = () => 0;
  const moranIndex = () => 0;
  const turf: Record<string, unknown> = {
    along,
    bezierSpline,
    bezier: bezierSpline,
    geojsonRbush: rbush,
    moranIndex,
    earthRadius: 6371008.8,
  };
  const packages: Record<string, Record<string, unknown>> = {
    '@turf/along': { along, default: along },
    '@turf/bezier-spline': { default: bezierSpline },
    '@turf/geojson-rbush': { geojsonRbush: rbush, default: rbush },
    '@turf/moran-index': { moranIndex, default: moranIndex },
    '@turf/helpers': { earthRadius: 6371008.8 },
  };
  const names = Object.keys(turf)
    .filter((name) => typeof turf[name] === 'function')
    .sort();
  return {
    functionNames: names,
    sameFunctionAs: (name) => names.filter((other) => other !== name && turf[other] === turf[name]),
    namesOf: (fn) => names.filter((name) => turf[name] === fn),
    packageModule: (name) => packages[name] ?? {},
    value: (name) => turf[name],
  };
}

const noDeclarations = () => new Map();

function model(comments: SourcedComment[]): VersionModel {
  return buildVersionModel(version, comments, fakeExports(), noDeclarations);
}

describe('buildVersionModel', () => {
  const built = model([
    sourced(
      '@turf/along',
      comment('along', {
        tags: [
          { title: 'param', name: 'line', type: null },
          { title: 'param', name: 'options', type: { type: 'OptionalType', expression: { type: 'NameExpression', name: 'Object' } } },
          { title: 'param', name: 'options.units', type: { type: 'OptionalType', expression: { type: 'NameExpression', name: 'Units' } } },
        ],
        params: [
          { name: 'line', type: { type: 'NameExpression', name: 'LineString' } },
          {
            name: 'options',
            type: { type: 'OptionalType', expression: { type: 'NameExpression', name: 'Object' } },
            properties: [{ name: 'options.units', type: { type: 'NameExpression', name: 'Units' } }],
          },
        ],
      }),
    ),
    sourced('@turf/bezier-spline', comment('bezierSpline', { kind: undefined })),
    sourced('@turf/geojson-rbush', comment('rbush')),
    sourced('@turf/moran-index', comment('moranIndex')),
    sourced('@turf/moran-index', comment('mean')),
    sourced('@turf/moran-index', comment('variance', { access: 'private' })),
    sourced('@turf/moran-index', comment('helperNobodyExports')),
    sourced('@turf/moran-index', comment('privateThing', { access: 'private' })),
    sourced('@turf/moran-index', comment('MoranIndex', { kind: 'typedef' })),
    sourced('@turf/helpers', comment('earthRadius', { kind: 'constant' })),
    sourced('@turf/helpers', comment('Hidden', { kind: 'typedef', access: 'private' })),
  ]);
  const byName = new Map(built.functions.map((fn) => [fn.name, fn]));

  it('documents exported functions, by JSDoc name, sorted', () => {
    assert.deepEqual(
      built.functions.map((fn) => fn.name),
      ['along', 'bezierSpline', 'mean', 'moranIndex', 'rbush', 'variance'],
    );
  });

  it('maps a JSDoc name to the export of the same function (rbush -> geojsonRbush)', () => {
    assert.equal(byName.get('rbush')!.exportName, 'geojsonRbush');
  });

  it('keeps the listed internal helpers, private or not, out of the sidebar', () => {
    for (const name of ['mean', 'variance']) {
      assert.equal(byName.get(name)!.internal, true);
      assert.equal(byName.get(name)!.category, null);
    }
    assert.equal(byName.has('helperNobodyExports'), false);
    assert.equal(byName.has('privateThing'), false);
  });

  it('finds deprecated aliases by function identity', () => {
    assert.deepEqual(byName.get('bezierSpline')!.aliases, ['bezier']);
    assert.deepEqual(byName.get('along')!.aliases, []);
  });

  it('knows how each package exports its function', () => {
    assert.equal(byName.get('along')!.importStyle, 'named');
    assert.equal(byName.get('bezierSpline')!.importStyle, 'default');
  });

  it('marks optional parameters from the raw tags, nested ones included', () => {
    const [line, options] = byName.get('along')!.params;
    assert.equal(line!.optional, false);
    assert.equal(options!.optional, true);
    assert.equal(options!.properties[0]!.optional, true);
    assert.equal(options!.properties[0]!.name, 'options.units');
  });

  it('sorts functions into Turf categories', () => {
    assert.equal(byName.get('along')!.category, 'Measurement');
    assert.equal(byName.get('rbush')!.category, 'Other');
  });

  it('keeps public typedefs and reads constants from the package', () => {
    assert.deepEqual(
      built.typedefs.map((type) => type.name),
      ['MoranIndex'],
    );
    assert.deepEqual(
      built.constants.map((constant) => [constant.name, constant.value]),
      [['earthRadius', '6371008.8']],
    );
  });
});

describe('functionHistory', () => {
  const fn = (params: string[], returns = 'number'): ApiFunction =>
    ({
      name: 'f',
      internal: false,
      params: params.map((name) => ({
        name,
        type: { kind: 'name', name: 'number' },
        optional: false,
        properties: [],
        description: [],
        defaultValue: null,
      })),
      returns: [{ type: { kind: 'name', name: returns }, description: [] }],
    }) as unknown as ApiFunction;
  const versionModel = (label: string, functions: ApiFunction[]) =>
    ({
      versionName: label,
      versionLabel: label,
      docsPath: `/docs/${label}`,
      turfVersion: label,
      functions,
      typedefs: [],
      constants: [],
      standalone: [],
      undocumented: [],
    }) as VersionModel;

  it('reports added, unchanged, changed and removed, oldest first', () => {
    const history = functionHistory('f', [
      versionModel('8.0.0', [fn(['a'], 'string')]),
      versionModel('7.2.0', []),
      versionModel('7.1.0', [fn(['a', 'b'])]),
      versionModel('7.0.0', [fn(['a', 'b'])]),
      versionModel('6.5.0', [fn(['a'])]),
    ]);
    assert.deepEqual(
      history.map((entry) => [entry.versionLabel, entry.status, entry.changes]),
      [
        ['6.5.0', 'added', []],
        ['7.0.0', 'changed', ['added parameter `b`']],
        ['7.1.0', 'unchanged', []],
        ['7.2.0', 'removed', []],
        ['8.0.0', 'added', []],
      ],
    );
  });
});

describe('JSDoc inline link tags', () => {
  /** A description as documentation.js reads it from a real comment, through the model. */
  async function describedAs(text: string): Promise<ApiFunction['description']> {
    const dir = mkdtempSync(join(tmpdir(), 'jsdoc-link-'));
    try {
      const file = join(dir, 'index.js');
      writeFileSync(file, `/**\n * ${text}\n * @param {number} a a number\n */\nexport function along(a) { return a; }\n`);
      const comments = await readComments([
        { file, packageName: '@turf/along', repoPath: 'packages/turf-along/index.js', originalLines: true },
      ]);
      const along = model(comments).functions.find((fn) => fn.name === 'along');
      assert.ok(along, 'along is in the model');
      return along.description;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  type Node = { type: string; url?: string; value?: string; children?: Node[] };
  const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');
  const linksIn = (node: Node): { url: string; text: string }[] =>
    node.type === 'link' ? [{ url: node.url!, text: textOf(node) }] : (node.children ?? []).flatMap(linksIn);
  const links = (blocks: ApiFunction['description']) => blocks.flatMap((block) => linksIn(block as Node));
  const text = (blocks: ApiFunction['description']) => blocks.map((block) => textOf(block as Node)).join('\n');

  it('makes a labelled DOI tag a link to the DOI with its label, and leaves no tag in the text (standard-deviational-ellipse)', async () => {
    const blocks = await describedAs(
      'Geografiska Annaler 53, no. 1 (1971): 28–39, doi:{@link https://doi.org/10.2307/490885|10.2307/490885}.',
    );
    assert.deepEqual(links(blocks), [{ url: 'https://doi.org/10.2307/490885', text: '10.2307/490885' }]);
    assert.equal(text(blocks), 'Geografiska Annaler 53, no. 1 (1971): 28–39, doi:10.2307/490885.');
  });

  it('reads an unlabelled tag glued to a word (center-median), and a tag labelled after a space', async () => {
    const blocks = await describedAs(
      'Regional Science 4: 21–33, doi:{@link https://doi.org/10.1111/j.1467-9787.1962.tb00902.x}. See {@link https://turfjs.org the site}.',
    );
    assert.deepEqual(links(blocks), [
      { url: 'https://doi.org/10.1111/j.1467-9787.1962.tb00902.x', text: 'https://doi.org/10.1111/j.1467-9787.1962.tb00902.x' },
      { url: 'https://turfjs.org', text: 'the site' },
    ]);
    assert.equal(text(blocks), 'Regional Science 4: 21–33, doi:https://doi.org/10.1111/j.1467-9787.1962.tb00902.x. See the site.');
  });

  it('leaves ordinary links and braces alone', async () => {
    const blocks = await describedAs('Read https://turfjs.org and [the guide](https://turfjs.org/docs) for {a: 1}.');
    assert.deepEqual(links(blocks), [
      { url: 'https://turfjs.org', text: 'https://turfjs.org' },
      { url: 'https://turfjs.org/docs', text: 'the guide' },
    ]);
    assert.equal(text(blocks), 'Read https://turfjs.org and the guide for {a: 1}.');
  });
});
