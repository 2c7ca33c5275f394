/** documentation.js, as Turf itself uses for its READMEs. */
import type { Root } from 'mdast';

import type { SourceFile } from './sources';

/** The subset of documentation.js's comment objects that the model reads. */
export interface DoctrineType {
  readonly type: string;
  readonly name?: string;
  readonly value?: string | number | boolean;
  readonly expression?: DoctrineType;
  readonly applications?: readonly DoctrineType[];
  readonly elements?: readonly DoctrineType[];
  readonly fields?: readonly { readonly key: string; readonly value?: DoctrineType | null }[];
  readonly params?: readonly DoctrineType[];
  readonly result?: DoctrineType | null;
}

export interface RawTag {
  readonly title: string;
  readonly name?: string;
  readonly type?: DoctrineType | null;
}

export interface RawParam {
  readonly name: string;
  readonly description?: Root;
  readonly type?: DoctrineType | null;
  readonly default?: string;
  readonly properties?: readonly RawParam[];
}

export interface RawComment {
  readonly name?: string;
  readonly kind?: string;
  readonly access?: string;
  readonly description?: Root;
  readonly deprecated?: Root;
  readonly tags: readonly RawTag[];
  readonly params: readonly RawParam[];
  readonly properties: readonly RawParam[];
  readonly returns: readonly { readonly type?: DoctrineType | null; readonly description?: Root }[];
  readonly throws: readonly { readonly type?: DoctrineType | null; readonly description?: Root }[];
  readonly examples: readonly { readonly description: string }[];
  readonly type?: DoctrineType | null;
  readonly context: { readonly file: string; readonly loc: { readonly start: { readonly line: number } } };
}

export interface SourcedComment {
  readonly comment: RawComment;
  readonly source: SourceFile;
}

type BuildFunction = (files: string[], options: Record<string, unknown>) => Promise<RawComment[]>;

/** Private ones included: the model decides what to keep. */
export async function readComments(sources: readonly SourceFile[]): Promise<SourcedComment[]> {
  // documentation is an ES module (see index.ts for why the generator runs in its own process).
  const { build } = (await import('documentation')) as { build: BuildFunction };
  const byFile = new Map(sources.map((source) => [source.file, source]));
  const comments = await build(
    sources.map((source) => source.file),
    { shallow: true, access: ['public', 'undefined', 'private', 'protected'] },
  );
  return comments.flatMap((comment) => {
    const source = byFile.get(comment.context.file);
    return source ? [{ comment, source }] : [];
  });
}
