/**
 * "Use it to": the tasks a function does, in a reader's words, and where readers who confused it
 * with another function should go (src/data/functionTasks.ts). The tasks and the GeoJSON the function
 * takes and returns also go into `docsearch:*` meta tags, which the search index reads as fields; the
 * lines of a field (`inTheField`) do not, as the index takes only their rare words (indexing/fieldWords.ts).
 */
import type { PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

import { functionTasks, type FunctionTasks } from '../../../../src/data/functionTasks';
import { outputKinds, parameterKinds } from '../model/geojsonKinds';
import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { docsearchMeta, inlineCode, jsxFlow, link, list, paragraph, strong, text } from './mdast';
import { apiPath } from './typeLinks';

export class MissingTasksError extends Error {}

export function tasksOf(name: string, turfVersion: string): FunctionTasks {
  const entry = Object.hasOwn(functionTasks, name) ? functionTasks[name] : undefined;
  if (!entry || entry.tasks.length === 0) {
    throw new MissingTasksError(
      `src/data/functionTasks.ts has no "Use it to" lines for ${name} (documented in Turf ${turfVersion}): add an entry with its tasks.`,
    );
  }
  return entry;
}

export function tasksSection(fn: ApiFunction, context: PageContext): RootContent[] {
  const { tasks, inTheField = [], seeAlso = [] } = context.tasks(fn.name);
  const pointers = seeAlso
    .filter((entry) => entry.fn !== fn.name && context.links.functionPages.has(entry.fn))
    .map((entry): PhrasingContent[] => [
      text(`To ${entry.to}, see `),
      link(apiPath(context.links, entry.fn), inlineCode(entry.fn)),
      text('.'),
    ]);
  return [
    docsearchMeta({
      // For the search's best-answer card: `along(line, distance, options?)`.
      signature: `${fn.name}(${fn.params
        .filter((param) => !param.name.includes('.'))
        .map((param) => `${param.name}${param.optional ? '?' : ''}`)
        .join(', ')})`,
      tasks: tasks.join(' | '),
      // One group per parameter: `Point;Polygon MultiPolygon`.
      takes: parameterKinds(fn, context.model.typedefs)
        .map((kinds) => kinds.join(' '))
        .join(';'),
      returns: outputKinds(fn, context.model.typedefs).join(' '),
    }),
    jsxFlow('ApiUseItTo', {}, [
      paragraph(strong(text('Use it to:'))),
      // A field's lines come last, so they fold under "N more uses" after the general ones.
      ...tasksList([...tasks, ...inTheField]),
      ...pointers.map((pointer) => paragraph(...pointer)),
    ] as MdxJsxFlowElement['children']),
  ];
}

/** Lines shown before the rest fold under "N more uses" (theme ApiMoreUses). */
export const usesShown = 4;

/** The tasks as a list; past five, the first four and the others folded, as folding one line saves no room. */
function tasksList(tasks: readonly string[]): RootContent[] {
  const item = (task: string): PhrasingContent[] => [text(task)];
  if (tasks.length <= usesShown + 1) return [list(tasks.map(item))];
  const folded = tasks.slice(usesShown);
  return [
    list(tasks.slice(0, usesShown).map(item)),
    jsxFlow('ApiMoreUses', { summary: `${folded.length} more uses` }, [list(folded.map(item))] as MdxJsxFlowElement['children']),
  ];
}
