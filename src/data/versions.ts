/**
 * The one description of the documentation versions.
 *
 * docusaurus.config.ts (docs plugin `versions`), the navbar version dropdown, the /versions page
 * and the API generator all read this list, so a version is added or renamed in one place.
 * `versions.json` (Docusaurus's own file) must list the released names in the same order: a unit
 * test checks that it does.
 */
import { turfRegistry } from './turfRegistry';

/** How a docs version relates to Turf's releases. */
export type VersionStatus = 'next' | 'current' | 'past';

export interface DocsVersion {
  /** Docusaurus version name: `current` is the `docs/` folder, others are `versioned_docs/version-{name}`. */
  readonly name: string;
  /** Label shown in the version dropdown and on the versions page. */
  readonly label: string;
  /** URL path of the version's docs, relative to the site root, without trailing slash. */
  readonly path: string;
  /** The exact `@turf/turf` release whose packages this version documents. */
  readonly turfVersion: string;
  readonly status: VersionStatus;
  /** One line on what the version documents, for the versions page. */
  readonly summary: string;
  /**
   * The published releases a reader of this version can use these docs for, oldest first: the
   * releases of its minor line up to the documented one (7.3.0 to 7.3.5 for 7.3.5).
   */
  readonly covers: readonly string[];
}

/**
 * The released Turf versions with docs of their own, newest first: for each minor line, the release
 * its readers install today. The newest is the current version, served at /docs; each other one
 * lives under /docs/{release}. Adding a release here (newer than the others) makes it current.
 */
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

/** The stable releases on the registry in `release`'s minor line, up to `release` itself. */
function releasesCoveredBy(release: string): readonly string[] {
  const [major, minor, patch] = release.split('.').map(Number);
  const covered = turfRegistry.releases.filter((published) => {
    const [publishedMajor, publishedMinor, publishedPatch] = published.split('.').map(Number);
    return publishedMajor === major && publishedMinor === minor && publishedPatch! <= patch!;
  });
  return covered.length > 0 ? covered : [release];
}

/** What "next" documents: the newest prerelease on npm, else the newest release. */
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

/** The releases a version covers, as the versions page names them: "7.3.0 to 7.3.5", or the one release. */
export function coveredReleases({ covers }: DocsVersion): string {
  return covers.length === 1 ? covers[0]! : `${covers[0]} to ${covers[covers.length - 1]}`;
}

/** The version served at the unprefixed /docs path. */
export const currentVersion: DocsVersion = findByStatus('current');
/** What comes after the current version: the newest prerelease on npm, or else the newest release. */
export const nextVersion: DocsVersion = findByStatus('next');

/**
 * Whether "next" documents a published prerelease (Docusaurus's "unreleased" banner is then true)
 * or, with none newer than the latest release, that release (src/theme/DocVersionBanner says so).
 */
export const nextIsPrerelease: boolean = turfRegistry.newestPrerelease !== null;

function findByStatus(status: VersionStatus): DocsVersion {
  const found = docsVersions.find((version) => version.status === status);
  if (!found) {
    throw new Error(`src/data/versions.ts: no docs version has status "${status}"`);
  }
  return found;
}

/** Names Docusaurus expects in versions.json: every released version, newest first. */
export const releasedVersionNames: readonly string[] = docsVersions
  .filter((version) => version.status !== 'next')
  .map((version) => version.name);

/** The path segment under /docs, as the docs plugin's `versions[name].path` option wants it. */
export function pluginPath(version: DocsVersion): string {
  return version.path.replace(/^\/docs\/?/, '');
}
