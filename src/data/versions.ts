/**
 * The one description of the documentation versions, read by the config, the navbar, the /versions
 * page and the API generator. `versions.json` must list the released names in the same order.
 */
import { turfRegistry } from './turfRegistry';

export type VersionStatus = 'next' | 'current' | 'past';

export interface DocsVersion {
  /** Docusaurus version name: `current` is the `docs/` folder, others are `versioned_docs/version-{name}`. */
  readonly name: string;
  readonly label: string;
  /** Without trailing slash. */
  readonly path: string;
  readonly turfVersion: string;
  readonly status: VersionStatus;
  readonly summary: string;
  /** The releases of its minor line up to the documented one (7.3.0 to 7.3.5 for 7.3.5), oldest first. */
  readonly covers: readonly string[];
}

/** Newest first, one release per minor line; the first is the current version, served at /docs. */
const documentedReleases: readonly { readonly release: string; readonly summary: string }[] = [
  {
    release: '7.4.0',
    summary: 'Adds removeBbox and short unit names ("km", "mi", "ha"); buffer has one generic signature.',
  },
  {
    release: '7.3.5',
    summary: 'Sub-packages pinned to exact versions (7.3.0); new nearestPointOnLine property names (7.3.2); directionalMean (7.3.5).',
  },
  {
    release: '7.2.0',
    summary:
      'Adds pointToPolygonDistance; its JSDoc adds the unit, grid and GeoJSON helper types and the earthRadius, factors and areaFactors constants.',
  },
  { release: '7.1.0', summary: 'Adds azimuthToBearing.' },
  { release: '7.0.0', summary: 'TypeScript sources, ESM and CommonJS builds, deprecated 6.x aliases removed.' },
  { release: '6.5.0', summary: 'The last 6.x release.' },
];

function releasesCoveredBy(release: string): readonly string[] {
  const [major, minor, patch] = release.split('.').map(Number);
  const covered = turfRegistry.releases.filter((published) => {
    const [publishedMajor, publishedMinor, publishedPatch] = published.split('.').map(Number);
    return publishedMajor === major && publishedMinor === minor && publishedPatch! <= patch!;
  });
  return covered.length > 0 ? covered : [release];
}

const nextRelease = turfRegistry.newestPrerelease ?? turfRegistry.latest;

function nextSummary(currentRelease: string): string {
  if (turfRegistry.newestPrerelease) return 'A prerelease, ahead of the current docs.';
  return nextRelease === currentRelease
    ? 'No newer release is published yet: the same release as the current docs.'
    : `The newest release on npm, newer than the current docs (${currentRelease}).`;
}

export const docsVersions: readonly DocsVersion[] = [
  {
    name: 'current',
    label: 'next',
    path: '/docs/next',
    turfVersion: nextRelease,
    status: 'next',
    summary: nextSummary(documentedReleases[0]!.release),
    covers: [nextRelease],
  },
  ...documentedReleases.map(({ release, summary }, index): DocsVersion => ({
    name: release,
    label: release,
    path: index === 0 ? '/docs' : `/docs/${release}`,
    turfVersion: release,
    status: index === 0 ? 'current' : 'past',
    summary,
    covers: releasesCoveredBy(release),
  })),
];

export function coveredReleases({ covers }: DocsVersion): string {
  return covers.length === 1 ? covers[0]! : `${covers[0]} to ${covers[covers.length - 1]}`;
}

export const currentVersion: DocsVersion = findByStatus('current');
/** The newest prerelease on npm, or else the newest release. */
export const nextVersion: DocsVersion = findByStatus('next');

/** Else "next" documents the latest release, and src/theme/DocVersionBanner says so. */
export const nextIsPrerelease: boolean = turfRegistry.newestPrerelease !== null;

function findByStatus(status: VersionStatus): DocsVersion {
  const found = docsVersions.find((version) => version.status === status);
  if (!found) {
    throw new Error(`src/data/versions.ts: no docs version has status "${status}"`);
  }
  return found;
}

/** What Docusaurus expects in versions.json. */
export const releasedVersionNames: readonly string[] = docsVersions
  .filter((version) => version.status !== 'next')
  .map((version) => version.name);

/** The folder of a docs version's pages, from the project root, as Docusaurus's versioning lays it out. */
export function docsFolderOf(versionName: string): string {
  return versionName === 'current' ? 'docs' : `versioned_docs/version-${versionName}`;
}

/** For the docs plugin's `versions[name].path` option. */
export function pluginPath(version: DocsVersion): string {
  return version.path.replace(/^\/docs\/?/, '');
}
