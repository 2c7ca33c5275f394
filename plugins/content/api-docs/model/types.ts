/**
 * The typed model of one docs version's API, built from Turf's JSDoc. Pages, sidebars, the
 * version history and the tests all read this model, never documentation.js output directly.
 */
import type { RootContent } from 'mdast';

/** A JSDoc type expression, reduced to what the pages need to print and link. */
export type TypeExpr =
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'apply'; readonly base: TypeExpr; readonly args: readonly TypeExpr[] }
  | { readonly kind: 'union'; readonly members: readonly TypeExpr[] }
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null | undefined }
  | { readonly kind: 'tuple'; readonly elements: readonly TypeExpr[] }
  | { readonly kind: 'record'; readonly fields: readonly { readonly key: string; readonly type: TypeExpr | null }[] }
  | {
      readonly kind: 'function';
      readonly params: readonly TypeExpr[];
      readonly result: TypeExpr | null;
    }
  | { readonly kind: 'any' }
  | { readonly kind: 'rest'; readonly element: TypeExpr | null };

/** Markdown content (mdast nodes), as documentation.js parsed it from the comment. */
export type Markdown = readonly RootContent[];

export interface ApiParam {
  /** The name as written in the JSDoc, e.g. `options` or `options.units` for a nested one. */
  readonly name: string;
  readonly type: TypeExpr | null;
  readonly description: Markdown;
  readonly optional: boolean;
  /** The default as written in the JSDoc (`"kilometers"`, `{}`), if any. */
  readonly defaultValue: string | null;
  /** `options.*` parameters nested under this one. */
  readonly properties: readonly ApiParam[];
}

export interface ApiReturn {
  readonly type: TypeExpr | null;
  readonly description: Markdown;
}

export interface ApiThrows {
  readonly type: TypeExpr | null;
  readonly description: Markdown;
}

export interface SourceLocation {
  /** Path inside Turf's repository, e.g. `packages/turf-along/index.ts`. */
  readonly path: string;
  /** First line of the comment, when the source is the original file (7.x). */
  readonly line: number | null;
}

interface ApiEntryBase {
  readonly name: string;
  /** npm package that defines it, e.g. `@turf/along`. */
  readonly packageName: string;
  readonly description: Markdown;
  readonly source: SourceLocation;
}

export interface ApiFunction extends ApiEntryBase {
  readonly kind: 'function';
  /** The name `@turf/turf` exports it under, when that differs from the JSDoc name (`geojsonRbush` for `rbush`). */
  readonly exportName: string;
  /** Sidebar category, or null for internal helpers that get a page but no sidebar entry. */
  readonly category: string | null;
  readonly internal: boolean;
  /** Whether the function's own package exports it by name (7.x) or only as its default export (6.x). */
  readonly importStyle: 'named' | 'default';
  readonly params: readonly ApiParam[];
  readonly returns: readonly ApiReturn[];
  readonly throws: readonly ApiThrows[];
  readonly examples: readonly string[];
  readonly deprecated: Markdown | null;
  /** Deprecated exports of the same function under older names (6.5.0's `bezier` for `bezierSpline`). */
  readonly aliases: readonly string[];
}

export interface ApiTypedef extends ApiEntryBase {
  readonly kind: 'typedef';
  readonly type: TypeExpr | null;
  /** Fields of an object type. */
  readonly properties: readonly ApiParam[];
  /** Parameters and result of a callback type. */
  readonly params: readonly ApiParam[];
  readonly returns: readonly ApiReturn[];
}

export interface ApiConstant extends ApiEntryBase {
  readonly kind: 'constant';
  readonly type: TypeExpr | null;
  /**
   * The value read from the installed package, as formatted JSON; null when the package does not
   * export it (documented in its source only, like quadrat-analysis's K_TABLE in 7.0.0 and 7.1.0).
   */
  readonly value: string | null;
}

/**
 * A function `@turf/turf` does not have at this version, although its package is published at
 * this exact version (read/standalone.ts): `booleanValid` in 6.5.0.
 */
export interface ApiStandalone {
  readonly name: string;
  readonly packageName: string;
  readonly importStyle: 'named' | 'default';
  readonly description: Markdown;
}

/** Everything one docs version documents. */
export interface VersionModel {
  /** Docusaurus version name (`current` for next). */
  readonly versionName: string;
  readonly versionLabel: string;
  /** URL prefix of the version's docs, e.g. `/docs/7.1.0`. */
  readonly docsPath: string;
  readonly turfVersion: string;
  readonly functions: readonly ApiFunction[];
  readonly typedefs: readonly ApiTypedef[];
  readonly constants: readonly ApiConstant[];
  /** Functions only their own package provides at this version; they get a short page on how to install it. */
  readonly standalone: readonly ApiStandalone[];
  /** Functions `@turf/turf` exports without any JSDoc (`cloneProperties`): a short page says so. */
  readonly undocumented: readonly { readonly name: string; readonly packageName: string }[];
}
