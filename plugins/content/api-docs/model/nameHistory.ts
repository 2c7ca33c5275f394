/**
 * What each version has under every name any version knows: readers arrive at
 * `/docs/{version}/api/{name}` from old links and the version menu, so every version answers.
 */
import type { ApiStandalone, VersionModel } from './types';

export interface VersionRef {
  readonly versionLabel: string;
  readonly turfVersion: string;
  readonly docsPath: string;
}

export type NameStatus =
  | { readonly kind: 'page' }
  | { readonly kind: 'undocumented'; readonly packageName: string }
  /** A deprecated alias (6.5.0), or `geojsonRbush` for `rbush`. */
  | { readonly kind: 'alias'; readonly target: string; readonly deprecated: boolean }
  | { readonly kind: 'standalone'; readonly standalone: ApiStandalone; readonly first: VersionRef | null }
  | { readonly kind: 'added'; readonly first: VersionRef; readonly newest: VersionRef }
  /** `replacement` is the function an alias stood for. */
  | { readonly kind: 'removed'; readonly removedIn: VersionRef; readonly last: VersionRef; readonly replacement: string | null }
  /** `pt` from 7.2.0. */
  | { readonly kind: 'internal'; readonly last: VersionRef; readonly packageName: string };

export type NameTable = ReadonlyMap<string, ReadonlyMap<string, NameStatus>>;

const refOf = (model: VersionModel): VersionRef => ({
  versionLabel: model.versionLabel,
  turfVersion: model.turfVersion,
  docsPath: model.docsPath,
});

function ownNames(model: VersionModel): Map<string, NameStatus> {
  const names = new Map<string, NameStatus>();
  for (const { name, packageName } of model.undocumented) names.set(name, { kind: 'undocumented', packageName });
  for (const fn of model.functions) names.set(fn.name, { kind: 'page' });
  for (const fn of model.functions) {
    for (const alias of fn.aliases) names.set(alias, { kind: 'alias', target: fn.name, deprecated: true });
    if (fn.exportName !== fn.name && !names.has(fn.exportName))
      names.set(fn.exportName, { kind: 'alias', target: fn.name, deprecated: false });
  }
  return names;
}

/** Models newest first. */
export function nameTable(models: readonly VersionModel[]): NameTable {
  const oldestFirst = [...models].reverse();
  const own = oldestFirst.map(ownNames);
  const everyName = new Set(own.flatMap((names) => [...names.keys()]));
  const table = new Map<string, Map<string, NameStatus>>();
  oldestFirst.forEach((model, index) => {
    const statuses = new Map<string, NameStatus>();
    for (const name of [...everyName].sort()) {
      const here = own[index]!.get(name);
      const standalone = model.standalone.find((fn) => fn.name === name);
      if (here) {
        statuses.set(name, here);
        continue;
      }
      const missing = missingStatus(name, index, oldestFirst, own);
      statuses.set(name, standalone ? { kind: 'standalone', standalone, first: missing.kind === 'added' ? missing.first : null } : missing);
    }
    table.set(model.versionName, statuses);
  });
  return table;
}

/**
 * The newest docs that have a name. When the next docs document the same release as the current ones
 * (no newer release yet), the current ones: a reader gets the stable page, not "Turf 7.4.0 (next)".
 */
function newestDocs(present: readonly number[], oldestFirst: readonly VersionModel[]): VersionRef {
  const last = present[present.length - 1]!;
  const before = present[present.length - 2];
  const sameRelease = before === last - 1 && oldestFirst[before]!.turfVersion === oldestFirst[last]!.turfVersion;
  return refOf(oldestFirst[sameRelease ? before : last]!);
}

function missingStatus(
  name: string,
  index: number,
  oldestFirst: readonly VersionModel[],
  own: readonly ReadonlyMap<string, NameStatus>[],
): NameStatus {
  const present = own.flatMap((names, at) => (names.has(name) ? [at] : []));
  const [first, last] = [present[0]!, present[present.length - 1]!];
  const helper = present.every((at) => oldestFirst[at]!.functions.find((fn) => fn.name === name)?.internal);
  if (index > last && helper) {
    const packageName = oldestFirst[last]!.functions.find((fn) => fn.name === name)!.packageName;
    return { kind: 'internal', last: refOf(oldestFirst[last]!), packageName };
  }
  if (index < first) return { kind: 'added', first: refOf(oldestFirst[first]!), newest: newestDocs(present, oldestFirst) };
  if (index > last) {
    const status = own[last]!.get(name)!;
    return {
      kind: 'removed',
      removedIn: refOf(oldestFirst[last + 1]!),
      last: refOf(oldestFirst[last]!),
      replacement: status.kind === 'alias' ? status.target : null,
    };
  }
  throw new Error(
    `${name} is documented before and after Turf ${oldestFirst[index]!.turfVersion} but not by it: ` +
      'plugins/content/api-docs/model/nameHistory.ts has no page for a function that left and came back; add one.',
  );
}
