import type { RootContent } from 'mdast';

import type { SourceLocation } from '../model/types';
import type { PageContext } from './context';
import { inlineCode, link, paragraph, text } from './mdast';

const repository = 'https://github.com/Turfjs/turf';

/** Link to the source at the version's release tag, on the comment's line when known. */
export function sourceUrl(source: SourceLocation, turfVersion: string): string {
  const isFile = /\.[cm]?[jt]s$/.test(source.path);
  const line = isFile && source.line ? `#L${source.line}` : '';
  return `${repository}/${isFile ? 'blob' : 'tree'}/v${turfVersion}/${source.path}${line}`;
}

export function sourceLinkSection(source: SourceLocation, context: PageContext): RootContent[] {
  return [
    paragraph(
      link(
        sourceUrl(source, context.model.turfVersion),
        text('View the source of '),
        inlineCode(source.path),
        text(` at v${context.model.turfVersion}`),
      ),
      text(' on GitHub.'),
    ),
  ];
}
