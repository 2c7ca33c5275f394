/** The option controls the API generator gives an example, from the typed model. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { exampleOptionControls } from '../../plugins/content/api-docs/pages/exampleOptionControls';
import type { ApiFunction, ApiParam, TypeExpr, VersionModel } from '../../plugins/content/api-docs/model/types';

const named = (name: string): TypeExpr => ({ kind: 'name', name });
const text = (value: string) => [{ type: 'paragraph' as const, children: [{ type: 'text' as const, value }] }];
const param = (name: string, type: TypeExpr | null, defaultValue: string | null = null, description = ''): ApiParam =>
  ({ name, type, defaultValue, description: text(description), optional: true, properties: [] }) as unknown as ApiParam;

const model = {
  typedefs: [
    { name: 'Units', type: { kind: 'union', members: ['meters', 'miles', 'kilometers'].map((value) => ({ kind: 'literal', value })) } },
  ],
} as unknown as VersionModel;

const fn = (params: ApiParam[]) => ({ name: 'f', params }) as unknown as ApiFunction;

describe('example option controls', () => {
  it('give units a select of the Units typedef, numbers a field, booleans a checkbox, with their defaults', () => {
    const options = {
      ...param('options', named('Object'), '{}'),
      properties: [
        param('options.units', named('Units'), '"kilometers"'),
        param('options.steps', named('number'), '8'),
        param('options.mutate', named('boolean'), 'false'),
        param('options.properties', named('Object'), '{}'),
        param('options.bbox', named('BBox')),
      ],
    } as ApiParam;
    assert.deepEqual(exampleOptionControls(fn([param('geojson', named('Feature')), param('radius', named('number')), options]), model), {
      argument: 2,
      controls: [
        { name: 'units', kind: 'select', values: ['meters', 'miles', 'kilometers'], defaultValue: 'kilometers' },
        { name: 'steps', kind: 'number', defaultValue: 8 },
        { name: 'mutate', kind: 'boolean', defaultValue: false },
      ],
    });
  });

  it("take an enumeration from a union of literals or a string option's description, and a range from the docs", () => {
    const options = {
      ...param('options', named('Object')),
      properties: [
        param('options.method', {
          kind: 'union',
          members: [
            { kind: 'literal', value: 'geodesic' },
            { kind: 'literal', value: 'planar' },
          ],
        }),
        param('options.gridType', named('string'), "'square'", "defines the output (options: 'square' | 'point' | 'hex')"),
        param('options.sharpness', named('number'), '0.85', 'a value between 0 and 1'),
        param('options.name', named('string'), "'x'", 'any name'),
      ],
    } as ApiParam;
    assert.deepEqual(exampleOptionControls(fn([options]), model)?.controls, [
      { name: 'method', kind: 'select', values: ['geodesic', 'planar'] },
      { name: 'gridType', kind: 'select', values: ['square', 'point', 'hex'], defaultValue: 'square' },
      { name: 'sharpness', kind: 'number', min: 0, max: 1, defaultValue: 0.85 },
    ]);
  });

  it('are none for a function without options, or whose options a control cannot set', () => {
    assert.equal(exampleOptionControls(fn([param('geojson', named('Feature'))]), model), undefined);
    assert.equal(
      exampleOptionControls(
        fn([{ ...param('options', named('Object')), properties: [param('options.properties', named('Object'))] } as ApiParam]),
        model,
      ),
      undefined,
    );
  });
});
