/**
 * Examples as highlighted code. Each is followed by an <ExampleMap> marking where its live map
 * goes (examples that declare `addToMap`, Turf's convention for "features to draw").
 */
import type { RootContent } from 'mdast';

import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { code, heading, jsxFlow, text } from './mdast';

/** Whether an example names the features to draw, after a `//addToMap` line. */
export function drawsOnMap(example: string): boolean {
  return /\baddToMap\b/.test(example);
}

export function insertExamples(fn: ApiFunction, context: PageContext): RootContent[] {
  if (fn.examples.length === 0) return [];
  return [
    heading(2, text(fn.examples.length > 1 ? 'Examples' : 'Example')),
    ...fn.examples.flatMap((example, index) => [
      code('js', example, fn.examples.length > 1 ? `title="Example ${index + 1}"` : undefined),
      ...(drawsOnMap(example)
        ? [jsxFlow('ExampleMap', { functionName: fn.name, example: index, turfVersion: context.model.turfVersion })]
        : []),
    ]),
  ];
}
