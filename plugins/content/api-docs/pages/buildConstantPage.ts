/** A constant's page: description, type and the value the installed package really holds. */
import type { ApiConstant } from '../model/types';
import type { PageContext } from './context';
import { descriptionSection } from './descriptionSection';
import { sourceLinkSection } from './sourceLinkSection';
import { entryFrontMatter, entryHeading } from './entryHead';
import { code, heading, inlineCode, jsxFlow, paragraph, text } from './mdast';
import type { Page } from './serialize';
import { typeTokens } from './typeTokens';

export function buildConstantPage(constant: ApiConstant, context: PageContext): Page {
  return {
    path: `api/constants/${constant.name}.mdx`,
    frontMatter: entryFrontMatter(
      'constant',
      constant.name,
      constant.description,
      `The ${constant.name} constant in Turf ${context.model.turfVersion}`,
      'Constants',
    ),
    content: [
      ...entryHeading(constant.name),
      ...descriptionSection(constant.description, context),
      heading(2, text('Type')),
      jsxFlow('ApiCode', { tokens: typeTokens(constant.type, context.links) }),
      heading(2, text('Value')),
      ...(constant.value === null
        ? // Said plainly rather than shown as "undefined": an import of it would fail.
          [
            paragraph(
              inlineCode(`${constant.packageName}@${context.model.turfVersion}`),
              text(' does not export '),
              inlineCode(constant.name),
              text(": it is documented in the package's source, and cannot be imported."),
            ),
          ]
        : [
            paragraph(text('As exported by '), inlineCode(`${constant.packageName}@${context.model.turfVersion}`), text(':')),
            code('json', constant.value),
          ]),
      ...sourceLinkSection(constant.source, context),
    ],
  };
}
