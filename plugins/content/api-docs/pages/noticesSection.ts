/** Notices above the description: internal helper, deprecation, deprecated aliases. */
import type { BlockContent, RootContent } from 'mdast';

import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { resolveMarkdown } from './markdown';
import { admonition, inlineCode, paragraph, text } from './mdast';

export function noticesSection(fn: ApiFunction, context: PageContext): RootContent[] {
  const notices: RootContent[] = [];
  if (fn.internal) {
    notices.push(
      admonition(
        'note',
        'Internal helper',
        paragraph(
          inlineCode(fn.name),
          text(' is a helper inside '),
          inlineCode(fn.packageName),
          text('. Turf documents it in its source, but '),
          inlineCode('@turf/turf'),
          text(' does not export it, so it cannot be imported or called from your code.'),
        ),
      ),
    );
  }
  if (fn.deprecated) {
    const body = resolveMarkdown(fn.deprecated, context.links) as BlockContent[];
    notices.push(admonition('warning', 'Deprecated', ...(body.length ? body : [paragraph(text('This function is deprecated.'))])));
  }
  if (fn.aliases.length > 0) {
    const names = fn.aliases.flatMap((alias, index) => [...(index ? [text(', ')] : []), inlineCode(alias)]);
    notices.push(
      admonition(
        'info',
        'Deprecated aliases',
        paragraph(
          inlineCode('@turf/turf'),
          text(` ${context.model.turfVersion} also exports this function as `),
          ...names,
          text('. Those names are deprecated; use '),
          inlineCode(fn.exportName),
          text('.'),
        ),
      ),
    );
  }
  return notices;
}
