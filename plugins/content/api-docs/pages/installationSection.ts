/** How to get this function in this exact Turf version. */
import type { RootContent } from 'mdast';

import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { code, heading, text } from './mdast';

export const bundleUrl = (turfVersion: string): string => `https://cdn.jsdelivr.net/npm/@turf/turf@${turfVersion}/turf.min.js`;

export function installationSection(fn: ApiFunction, context: PageContext): RootContent[] {
  if (fn.internal) return [];
  const version = context.model.turfVersion;
  const importLine =
    fn.importStyle === 'named'
      ? `import { ${fn.exportName} } from "${fn.packageName}";`
      : `import ${fn.exportName} from "${fn.packageName}";`;
  return [
    heading(2, text('Installation')),
    code('bash', `npm install ${fn.packageName}@${version}`),
    code('js', importLine, `title="${fn.packageName}"`),
    code('js', `import * as turf from "@turf/turf";\n\nturf.${fn.exportName}(/* ... */);`, 'title="@turf/turf"'),
    code(
      'html',
      `<script src="${bundleUrl(version)}"></script>\n<script>\n  turf.${fn.exportName}(/* ... */);\n</script>`,
      'title="Browser (script tag)"',
    ),
  ];
}
