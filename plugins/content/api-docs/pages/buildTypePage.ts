/** A type's page, its definition shown the way the type is made. */
import type { RootContent } from 'mdast';

import { typeNames } from '../model/typeExpression';
import type { ApiTypedef } from '../model/types';
import type { PageContext } from './context';
import { descriptionSection } from './descriptionSection';
import { parametersSection } from './parametersSection';
import { returnsSection } from './returnsSection';
import { sourceLinkSection } from './sourceLinkSection';
import { entryFrontMatter, entryHeading } from './entryHead';
import { heading, inlineCode, jsxFlow, link, list, paragraph, text } from './mdast';
import type { Page } from './serialize';
import { apiPath } from './typeLinks';
import { signatureTokens, typeTokens } from './typeTokens';

function definition(type: ApiTypedef, context: PageContext): RootContent[] {
  const isCallback = type.params.length > 0 || (type.type?.kind === 'name' && type.type.name === 'Function');
  if (isCallback) {
    return [
      heading(2, text('Definition')),
      jsxFlow('ApiCode', { block: true, tokens: signatureTokens(type.name, type.params, type.returns, context.links) }),
      ...parametersSection(type.params, context),
      ...returnsSection(type.returns, context),
    ];
  }
  const shape = [
    heading(2, text('Definition')),
    jsxFlow('ApiCode', { block: true, tokens: [`type ${type.name} = `, ...typeTokens(type.type, context.links)] }),
  ];
  if (type.type?.kind === 'union' && type.type.members.every((member) => member.kind === 'literal')) {
    return [
      ...shape,
      paragraph(text('One of these values:')),
      list(type.type.members.map((member) => [inlineCode(member.kind === 'literal' ? String(member.value) : '')])),
    ];
  }
  return [...shape, ...parametersSection(type.properties, context, 'Properties')];
}

function usedBy(type: ApiTypedef, context: PageContext): RootContent[] {
  const users = context.model.functions.filter(
    (fn) =>
      !fn.internal &&
      [
        ...fn.params.flatMap(function names(param): string[] {
          return [...typeNames(param.type), ...param.properties.flatMap(names)];
        }),
        ...fn.returns.flatMap((returned) => typeNames(returned.type)),
      ].includes(type.name),
  );
  if (users.length === 0) return [];
  return [heading(2, text('Used by')), list(users.map((fn) => [link(apiPath(context.links, fn.name), inlineCode(fn.name))]))];
}

export function buildTypePage(type: ApiTypedef, context: PageContext): Page {
  return {
    path: `api/types/${type.name}.mdx`,
    frontMatter: entryFrontMatter(
      'type',
      type.name,
      type.description,
      `The ${type.name} type in Turf ${context.model.turfVersion}`,
      'Types',
    ),
    content: [
      ...entryHeading(type.name, ['ApiCode', 'ApiParameters']),
      ...descriptionSection(type.description, context),
      ...definition(type, context),
      ...usedBy(type, context),
      ...sourceLinkSection(type.source, context),
    ],
  };
}
