/** The build's page kinds file; one written by another build names pages this build does not have. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { PageKind } from './pageKinds';

export const pageKindsFile = '.generated/page-kinds.json';

/** `/docs/api/along` → `build/docs/api/along.html`. */
function builtFile(buildDir: string, sitePath: string): string | undefined {
  const clean = sitePath.replace(/[?#].*$/, '').replace(/\/$/, '');
  return [`${clean}.html`, `${clean}/index.html`, clean]
    .map((file) => path.join(buildDir, file))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

export function readPageKinds(buildDir = 'build'): PageKind[] {
  const fix = 'run `npm run build`, whose page-kinds plugin (plugins/quality/page-kinds) writes it';
  if (!existsSync(pageKindsFile)) throw new Error(`${pageKindsFile} is missing: ${fix}.`);
  const { kinds } = JSON.parse(readFileSync(pageKindsFile, 'utf8')) as { kinds: PageKind[] };
  const unbuilt = kinds.filter((kind) => kind.routes > 0 && !/\/no-such-page$/.test(kind.sample) && !builtFile(buildDir, kind.sample));
  if (unbuilt.length > 0) {
    throw new Error(`${pageKindsFile} names pages ${buildDir}/ does not have (${unbuilt.map((kind) => kind.sample).join(', ')}): ${fix}.`);
  }
  return kinds;
}
