import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { reconcileParams } from '../../plugins/content/api-docs/model/reconcileParams';
import type { ApiParam } from '../../plugins/content/api-docs/model/types';

const param = (name: string, description = name, properties: ApiParam[] = []): ApiParam => ({
  name,
  type: null,
  description: [{ type: 'paragraph', children: [{ type: 'text', value: description }] }],
  optional: false,
  defaultValue: null,
  properties,
});
const names = (params: readonly ApiParam[]) => params.map((p) => p.name);
const describe1 = (p: ApiParam) => JSON.stringify(p.description);

describe('reconcileParams', () => {
  it('keeps documentation.js output when the package declares nothing', () => {
    const params = [param('a'), param('b')];
    assert.deepEqual(reconcileParams(params, ['a', 'b'], undefined), params);
  });

  it('renames a tag written under another name, by position', () => {
    // documentation.js lists the inferred `geom` and the written `geometry`.
    const result = reconcileParams(
      [param('geom', ''), param('properties'), param('geometry', 'input geometry')],
      ['geometry', 'properties'],
      ['geom', 'properties'],
    );
    assert.deepEqual(names(result), ['geom', 'properties']);
    assert.equal(describe1(result[0]!), describe1(param('x', 'input geometry')));
  });

  it('drops tags for parameters the function no longer has', () => {
    const result = reconcileParams(
      [param('geojson'), param('callback'), param('excludeWrapCoord')],
      ['geojson', 'callback', 'excludeWrapCoord'],
      ['geojson', 'callback'],
    );
    assert.deepEqual(names(result), ['geojson', 'callback']);
  });

  it('keeps the JSDoc name of a destructured parameter and its nested options', () => {
    const options = param('options', 'options', [param('options.ignoreSelfIntersections')]);
    const result = reconcileParams([param('feature1'), options], ['feature1', 'options'], ['feature1', null]);
    assert.deepEqual(names(result), ['feature1', 'options']);
    assert.deepEqual(names(result[1]!.properties), ['options.ignoreSelfIntersections']);
  });

  it('renames nested options with their parent', () => {
    const result = reconcileParams([param('opts', 'o', [param('opts.units')])], ['opts'], ['options']);
    assert.deepEqual(names(result[0]!.properties), ['options.units']);
  });

  it('lists a declared parameter the JSDoc never mentions, undocumented', () => {
    const result = reconcileParams([param('a')], ['a'], ['a', 'b']);
    assert.deepEqual(names(result), ['a', 'b']);
    assert.deepEqual(result[1]!.description, []);
  });
});
