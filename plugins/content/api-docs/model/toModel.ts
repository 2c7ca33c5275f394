/**
 * Builds a version's typed model from its JSDoc and its install's exports. Pages go to functions
 * `@turf/turf` exports (`rbush` as `geojsonRbush`), `internalHelpers`, and public typedefs and constants.
 */
import type { Root } from 'mdast';

import { categoryOf } from '../../../../src/data/apiCategories';
import type { RawComment, RawParam, SourcedComment } from '../read/jsdoc';
import type { DeclaredParams } from '../read/declarations';
import type { TurfExports } from '../read/exports';
import { reconcileParams } from './reconcileParams';
import { isOptionalType, toTypeExpr } from './typeExpression';
import { repairJsdocInlineLinks } from './jsdocInlineLinks';
import type { ApiConstant, ApiFunction, ApiParam, ApiReturn, ApiTypedef, Markdown, SourceLocation, VersionModel } from './types';

/**
 * Not exported, but Turf's documentation lists them, so readers from old links find out what they
 * are (from 7.2.0 `mean` and `variance` are @private and `pt` is gone).
 */
export const internalHelpers: ReadonlySet<string> = new Set(['mean', 'pt', 'variance']);

export interface VersionInfo {
  readonly versionName: string;
  readonly versionLabel: string;
  readonly docsPath: string;
  readonly turfVersion: string;
}

function markdown(root: Root | undefined): Markdown {
  return repairJsdocInlineLinks(root?.children ?? []);
}

function sourceOf({ comment, source }: SourcedComment): SourceLocation {
  return { path: source.repoPath, line: source.originalLines ? comment.context.loc.start.line : null };
}

/** documentation.js drops the `[name]` optional marker of nested params; the raw tags keep it. */
function toParam(param: RawParam, comment: RawComment): ApiParam {
  const tag = comment.tags.find((candidate) => candidate.title === 'param' && candidate.name === param.name);
  const defaultValue = param.default ?? null;
  return {
    name: param.name,
    type: toTypeExpr(param.type),
    description: markdown(param.description),
    optional: isOptionalType(tag?.type) || isOptionalType(param.type) || defaultValue !== null,
    defaultValue,
    properties: (param.properties ?? []).map((property) => toParam(property, comment)),
  };
}

function toReturns(comment: RawComment): ApiReturn[] {
  return comment.returns.map((returned) => ({
    type: toTypeExpr(returned.type),
    description: markdown(returned.description),
  }));
}

/**
 * A JSDoc name that is not an export name (`rbush`) documents its package's default export, unless
 * that has a comment of its own (`mean` in @turf/moran-index is a helper, not `moranIndex`).
 */
function exportedAs(comment: RawComment, packageName: string, exports: TurfExports, commentedNames: ReadonlySet<string>): string | null {
  const name = comment.name ?? '';
  if (exports.functionNames.includes(name)) return name;
  const module = exports.packageModule(packageName);
  const names = exports.namesOf(module[name] ?? module.default);
  return names.length === 1 && !commentedNames.has(names[0]!) ? names[0]! : null;
}

function isFunctionComment(comment: RawComment): boolean {
  // 6.5.0's compiled sources lose many `@function` tags: no kind there means "decide by the exports".
  return comment.kind === 'function' || comment.kind === undefined;
}

export type DeclarationLookup = (packageName: string) => ReadonlyMap<string, DeclaredParams>;

function writtenParamNames(comment: RawComment): string[] {
  return comment.tags.filter((tag) => tag.title === 'param' && tag.name && !tag.name.includes('.')).map((tag) => tag.name!);
}

function toFunction(
  sourced: SourcedComment,
  exportName: string,
  internal: boolean,
  exports: TurfExports,
  declarations: DeclarationLookup,
): ApiFunction {
  const { comment, source } = sourced;
  const module = internal ? {} : exports.packageModule(source.packageName);
  // 6.x packages are the function itself (`module.exports = fn`), 7.x ones have `default`.
  const main = typeof module === 'function' ? module : module.default;
  const declared = internal
    ? undefined
    : (declarations(source.packageName).get(exportName) ??
      (main === exports.value(exportName) ? declarations(source.packageName).get('default') : undefined));
  return {
    kind: 'function',
    name: comment.name!,
    exportName,
    packageName: source.packageName,
    category: internal ? null : categoryOf(comment.name!),
    internal,
    importStyle: typeof module[exportName] === 'function' ? 'named' : 'default',
    description: markdown(comment.description),
    params: reconcileParams(
      comment.params.map((param) => toParam(param, comment)),
      writtenParamNames(comment),
      declared,
    ),
    returns: toReturns(comment),
    throws: comment.throws.map((thrown) => ({
      type: toTypeExpr(thrown.type),
      description: markdown(thrown.description),
    })),
    examples: comment.examples.map((example) => example.description.trim()).filter(Boolean),
    deprecated: comment.deprecated ? markdown(comment.deprecated) : null,
    aliases: [],
    source: sourceOf(sourced),
  };
}

function toTypedef(sourced: SourcedComment): ApiTypedef {
  const { comment } = sourced;
  return {
    kind: 'typedef',
    name: comment.name!,
    packageName: sourced.source.packageName,
    description: markdown(comment.description),
    type: toTypeExpr(comment.type),
    properties: comment.properties.map((property) => toParam(property, comment)),
    params: comment.params.map((param) => toParam(param, comment)),
    returns: toReturns(comment),
    source: sourceOf(sourced),
  };
}

/** The value comes from the installed package rather than the comment. */
function toConstant(sourced: SourcedComment, exports: TurfExports): ApiConstant {
  const { comment, source } = sourced;
  const name = comment.name!;
  const value = exports.packageModule(source.packageName)[name] ?? exports.value(name);
  return {
    kind: 'constant',
    name,
    packageName: source.packageName,
    description: markdown(comment.description),
    type: toTypeExpr(comment.type),
    value: value === undefined ? null : JSON.stringify(value, null, 2),
    source: sourceOf(sourced),
  };
}

const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name, 'en');

export function buildVersionModel(
  version: VersionInfo,
  comments: readonly SourcedComment[],
  exports: TurfExports,
  declarations: DeclarationLookup,
): VersionModel {
  const functions = new Map<string, ApiFunction>();
  const typedefs = new Map<string, ApiTypedef>();
  const constants = new Map<string, ApiConstant>();

  const commentedNames = new Set(comments.filter(({ comment }) => comment.access !== 'private').map(({ comment }) => comment.name ?? ''));
  for (const sourced of comments) {
    const { comment, source } = sourced;
    const name = comment.name;
    if (!name) continue;
    const isPrivate = comment.access === 'private';
    if (isFunctionComment(comment)) {
      const exportName = isPrivate ? null : exportedAs(comment, source.packageName, exports, commentedNames);
      const internal = exportName === null && internalHelpers.has(name);
      // The first comment of a name wins: later ones are re-declarations (overloads, bundled copies).
      if ((exportName || internal) && !functions.has(name)) {
        functions.set(name, toFunction(sourced, exportName ?? name, internal, exports, declarations));
      }
    } else if (isPrivate) {
      continue;
    } else if (comment.kind === 'typedef' && !typedefs.has(name)) {
      typedefs.set(name, toTypedef(sourced));
    } else if (comment.kind === 'constant' && !constants.has(name)) {
      constants.set(name, toConstant(sourced, exports));
    }
  }

  const documentedExports = new Set([...functions.values()].map((fn) => fn.exportName));
  const withAliases = [...functions.values()].map((fn) => ({
    ...fn,
    aliases: fn.internal
      ? []
      : exports
          .sameFunctionAs(fn.exportName)
          .filter((alias) => !documentedExports.has(alias))
          .sort(),
  }));

  return {
    ...version,
    functions: withAliases.sort(byName),
    typedefs: [...typedefs.values()].sort(byName),
    constants: [...constants.values()].sort(byName),
    standalone: [],
    undocumented: [],
  };
}
