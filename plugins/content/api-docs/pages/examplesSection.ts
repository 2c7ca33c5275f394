/** Examples, each a <LiveExample> on the page's own Turf version. */
import type { RootContent } from 'mdast';

import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { exampleOptionControls } from './exampleOptionControls';
import { heading, jsxFlow, text } from './mdast';

/** After a `//addToMap` line. */
export function drawsOnMap(example: string): boolean {
  return /\baddToMap\b/.test(example);
}

export function examplesSection(fn: ApiFunction, context: PageContext): RootContent[] {
  if (fn.examples.length === 0) return [];
  const options = exampleOptionControls(fn, context.model);
  return [
    heading(2, text(fn.examples.length > 1 ? 'Examples' : 'Example')),
    ...fn.examples.map((example, index) =>
      jsxFlow('LiveExample', {
        functionName: fn.name,
        example: index,
        turfVersion: context.model.turfVersion,
        title: fn.examples.length > 1 ? `Example ${index + 1}` : undefined,
        map: drawsOnMap(example),
        code: example,
        // Only where the example calls the function whose options they are.
        options: new RegExp(`\\b${fn.name}\\(`).test(example) ? options : undefined,
      }),
    ),
  ];
}
