/** A constant's page: description, type and the value the installed package really holds. */
import type { ApiConstant } from '../model/types';
import type { PageContext } from './context';
import { insertDescription } from './insertDescription';
import { insertSourceLink } from './insertSourceLink';
import { summary } from './markdown';
import { code, heading, importDefault, inlineCode, jsxFlow, paragraph, text } from './mdast';
import type { Page } from './serialize';
import { typeTokens } from './typeTokens';

export function buildConstantPage(constant: ApiConstant, context: PageContext): Page {
  return {
    path: `api/constants/${constant.name}.mdx`,
    frontMatter: {
      title: constant.name,
      sidebar_label: constant.name,
      description: summary(constant.description) || `The ${constant.name} constant in Turf ${context.model.turfVersion}`,
      sidebar_custom_props: { category: 'Constants' },
    },
    content: [
      importDefault('ApiCode', '@site/src/components/ApiCode'),
      heading(1, text(constant.name)),
      ...insertDescription(constant.description, context),
      heading(2, text('Type')),
      jsxFlow('ApiCode', { tokens: typeTokens(constant.type, context.links) }),
      heading(2, text('Value')),
      paragraph(text('As exported by '), inlineCode(`${constant.packageName}@${context.model.turfVersion}`), text(':')),
      code('json', constant.value),
      ...insertSourceLink(constant.source, context),
    ],
  };
}
