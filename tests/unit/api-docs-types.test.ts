import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { isOptionalType, toTypeExpr, typeNames } from '../../plugins/content/api-docs/model/typeExpression';
import { signatureTokens, typeTokens, type Token } from '../../plugins/content/api-docs/pages/typeTokens';
import type { LinkContext } from '../../plugins/content/api-docs/pages/typeLinks';
import type { ApiParam } from '../../plugins/content/api-docs/model/types';

const name = (n: string) => ({ type: 'NameExpression', name: n });
const links: LinkContext = {
  docsPath: '/docs/7.1.0',
  typePages: new Set(['Units']),
  functionPages: new Set(['point']),
  constantPages: new Set(),
};
const text = (tokens: readonly Token[]) => tokens.map((t) => (typeof t === 'string' ? t : t[0])).join('');

describe('JSDoc type expressions', () => {
  it('reads applications, unions and literals', () => {
    const type = toTypeExpr({
      type: 'UnionType',
      elements: [
        { type: 'TypeApplication', expression: name('Feature'), applications: [name('Point')] },
        { type: 'StringLiteralType', value: 'miles' },
      ],
    });
    assert.deepEqual(type, {
      kind: 'union',
      members: [
        { kind: 'apply', base: { kind: 'name', name: 'Feature' }, args: [{ kind: 'name', name: 'Point' }] },
        { kind: 'literal', value: 'miles' },
      ],
    });
    assert.deepEqual(typeNames(type), ['Feature', 'Point']);
  });

  it('keeps optional markers on the parameter, not the type', () => {
    const optional = { type: 'OptionalType', expression: name('number') };
    assert.equal(isOptionalType(optional), true);
    assert.deepEqual(toTypeExpr(optional), { kind: 'name', name: 'number' });
    assert.equal(isOptionalType(name('number')), false);
  });

  it('treats `*` and unknown shapes as any', () => {
    assert.deepEqual(toTypeExpr({ type: 'AllLiteral' }), { kind: 'any' });
    assert.equal(toTypeExpr(null), null);
  });
});

describe('type tokens', () => {
  it('links our type pages, GeoJSON types to RFC 7946 and JavaScript types to MDN', () => {
    const tokens = typeTokens(
      {
        kind: 'union',
        members: [
          { kind: 'name', name: 'Units' },
          { kind: 'name', name: 'Polygon' },
          { kind: 'name', name: 'number' },
          { kind: 'name', name: 'Coord' },
        ],
      },
      links,
    );
    assert.deepEqual(tokens, [
      ['Units', '/docs/7.1.0/api/types/Units'],
      ' | ',
      ['Polygon', 'https://datatracker.ietf.org/doc/html/rfc7946#section-3.1.6'],
      ' | ',
      ['number', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Number'],
      ' | ',
      'Coord',
    ]);
  });

  it('writes Array<T> as T[], with parentheses around unions', () => {
    const array = (element: object) => ({ kind: 'apply', base: { kind: 'name', name: 'Array' }, args: [element] }) as never;
    assert.equal(text(typeTokens(array({ kind: 'name', name: 'Foo' }), links)), 'Foo[]');
    assert.equal(
      text(
        typeTokens(
          array({
            kind: 'union',
            members: [
              { kind: 'name', name: 'A' },
              { kind: 'name', name: 'B' },
            ],
          }),
          links,
        ),
      ),
      '(A | B)[]',
    );
  });

  it('prints short signatures on one line and long ones one parameter per line', () => {
    const param = (n: string, optional = false): ApiParam => ({
      name: n,
      type: { kind: 'name', name: 'number' },
      description: [],
      optional,
      defaultValue: null,
      properties: [],
    });
    const returns = [{ type: { kind: 'name', name: 'number' } as const, description: [] }];
    assert.equal(
      text(signatureTokens('round', [param('num'), param('precision', true)], returns, links)),
      'round(num: number, precision?: number): number',
    );
    const long = text(
      signatureTokens(
        'f',
        ['aVeryLongParameterName', 'anotherVeryLongParameterName', 'aThirdOne'].map((n) => param(n)),
        returns,
        links,
      ),
    );
    assert.equal(long, 'f(\n  aVeryLongParameterName: number,\n  anotherVeryLongParameterName: number,\n  aThirdOne: number,\n): number');
  });

  it('shows options documented as options.* as an object type', () => {
    const options: ApiParam = {
      name: 'options',
      type: { kind: 'name', name: 'Object' },
      description: [],
      optional: true,
      defaultValue: '{}',
      properties: [
        {
          name: 'options.units',
          type: { kind: 'name', name: 'Units' },
          description: [],
          optional: true,
          defaultValue: null,
          properties: [],
        },
      ],
    };
    assert.equal(text(signatureTokens('along', [options], [], links)), 'along(options?: { units?: Units }): void');
  });
});
