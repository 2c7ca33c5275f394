/**
 * What the npm registry said about @turf/turf when the releases were pinned: the newest stable
 * release (`latest`), any prerelease newer than it, and every stable release (the /versions page
 * says which of them each docs version covers). Written by `npm run turf:pin` into
 * src/data/turfRegistry.ts, read by src/data/versions.ts: "next" documents the prerelease
 * when there is one, and otherwise says that it shows the newest release. Nothing asks the
 * registry at build or test time.
 */
import semver from 'semver';

export interface TurfRegistryRecord {
  /** The `latest` dist-tag: the release `npm install @turf/turf` gives. */
  readonly latest: string;
  /** The newest published prerelease ahead of `latest` (e.g. 7.5.0-alpha.1), or null. */
  readonly newestPrerelease: string | null;
  /** Every stable release up to `latest`, oldest first. */
  readonly releases: readonly string[];
}

export const registryRecordFile = 'src/data/turfRegistry.ts';

/** The data module for a record, formatted as Prettier would. */
export function registryRecordModule(record: TurfRegistryRecord): string {
  const prerelease = record.newestPrerelease === null ? 'null' : `'${record.newestPrerelease}'`;
  return [
    '/** What the npm registry said about @turf/turf at the last `npm run turf:pin` (turf-installs/registryRecord.ts). Do not edit. */',
    'export const turfRegistry: {',
    '  readonly latest: string;',
    '  readonly newestPrerelease: string | null;',
    '  readonly releases: readonly string[];',
    '} = {',
    `  latest: '${record.latest}',`,
    `  newestPrerelease: ${prerelease},`,
    '  releases: [',
    ...record.releases.map((release) => `    '${release}',`),
    '  ],',
    '};',
    '',
  ].join('\n');
}

/** The record for a registry answer: its dist-tags and every published version. */
export function registryRecord(distTags: Readonly<Record<string, string>>, versions: readonly string[]): TurfRegistryRecord {
  const latest = distTags.latest;
  if (!latest || !semver.valid(latest)) throw new Error(`@turf/turf has no valid "latest" dist-tag (${JSON.stringify(distTags)})`);
  const ahead = versions.filter((version) => semver.prerelease(version) !== null && semver.gt(version, latest));
  const releases = semver.sort(
    versions.filter((version) => semver.valid(version) && semver.prerelease(version) === null && semver.lte(version, latest)),
  );
  return { latest, newestPrerelease: ahead.length ? semver.rsort([...ahead])[0]! : null, releases };
}
