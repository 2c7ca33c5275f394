/** The typed model of one docs version's API; everything reads this, never documentation.js output directly. */
import type { RootContent } from 'mdast';

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

export type Markdown = readonly RootContent[];

export interface ApiParam {
  /** `options.units` for a nested one. */
  readonly name: string;
  readonly type: TypeExpr | null;
  readonly description: Markdown;
  readonly optional: boolean;
  readonly defaultValue: string | null;
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
  readonly path: string;
  /** Only when the source is the original file (7.x). */
  readonly line: number | null;
}

interface ApiEntryBase {
  readonly name: string;
  readonly packageName: string;
  readonly description: Markdown;
  readonly source: SourceLocation;
}

export interface ApiFunction extends ApiEntryBase {
  readonly kind: 'function';
  /** Can differ from the JSDoc name (`geojsonRbush` for `rbush`). */
  readonly exportName: string;
  /** null for internal helpers, which get a page but no sidebar entry. */
  readonly category: string | null;
  readonly internal: boolean;
  /** 6.x packages have only a default export. */
  readonly importStyle: 'named' | 'default';
  readonly params: readonly ApiParam[];
  readonly returns: readonly ApiReturn[];
  readonly throws: readonly ApiThrows[];
  readonly examples: readonly string[];
  readonly deprecated: Markdown | null;
  /** Deprecated older names (6.5.0's `bezier` for `bezierSpline`). */
  readonly aliases: readonly string[];
}

export interface ApiTypedef extends ApiEntryBase {
  readonly kind: 'typedef';
  readonly type: TypeExpr | null;
  readonly properties: readonly ApiParam[];
  /** Of a callback type. */
  readonly params: readonly ApiParam[];
  readonly returns: readonly ApiReturn[];
}

export interface ApiConstant extends ApiEntryBase {
  readonly kind: 'constant';
  readonly type: TypeExpr | null;
  /** null when the package does not export it (quadrat-analysis's K_TABLE in 7.0.0 and 7.1.0). */
  readonly value: string | null;
}

/** Not in `@turf/turf`, though its package is published at this exact version: `booleanValid` in 6.5.0. */
export interface ApiStandalone {
  readonly name: string;
  readonly packageName: string;
  readonly importStyle: 'named' | 'default';
  readonly description: Markdown;
}

export interface VersionModel {
  /** Docusaurus version name (`current` for next). */
  readonly versionName: string;
  readonly versionLabel: string;
  readonly docsPath: string;
  readonly turfVersion: string;
  readonly functions: readonly ApiFunction[];
  readonly typedefs: readonly ApiTypedef[];
  readonly constants: readonly ApiConstant[];
  readonly standalone: readonly ApiStandalone[];
  /** Exported without any JSDoc (`cloneProperties`). */
  readonly undocumented: readonly { readonly name: string; readonly packageName: string }[];
}
