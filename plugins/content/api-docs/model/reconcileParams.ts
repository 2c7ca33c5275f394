/**
 * documentation.js merges `@param` tags with inferred parameters, so `@param geometry` on `geom` listed
 * both. The declaration decides names and order; JSDoc entries match by name, else by position.
 */
import type { DeclaredParams } from '../read/declarations';
import type { ApiParam } from './types';

function renamed(param: ApiParam, name: string): ApiParam {
  if (param.name === name) return param;
  const rename = (nested: ApiParam): ApiParam => ({
    ...nested,
    name: name + nested.name.slice(param.name.length),
    properties: nested.properties.map(rename),
  });
  return rename(param);
}

const undocumented = (name: string): ApiParam => ({
  name,
  type: null,
  description: [],
  optional: false,
  defaultValue: null,
  properties: [],
});

/**
 * @param params documentation.js's parameters (written and inferred)
 * @param writtenNames top-level names of the comment's `@param` tags, in order
 * @param declared the declaration's parameter names, when the package declares the function
 */
export function reconcileParams(
  params: readonly ApiParam[],
  writtenNames: readonly string[],
  declared: DeclaredParams | undefined,
): ApiParam[] {
  if (!declared) return [...params];
  const byName = new Map(params.map((param) => [param.name, param]));
  const written = writtenNames.map((name) => byName.get(name)).filter((param): param is ApiParam => !!param);
  return declared.map((declaredName, index) => {
    const exact = declaredName === null ? undefined : byName.get(declaredName);
    if (exact && writtenNames.includes(exact.name)) return exact;
    const positional = written[index];
    const positionalIsOther = positional && (declaredName === null || !declared.includes(positional.name));
    if (positional && positionalIsOther) return declaredName === null ? positional : renamed(positional, declaredName);
    if (exact) return exact;
    return undocumented(declaredName ?? `arg${index}`);
  });
}
