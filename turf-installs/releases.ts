import { docsVersions } from '../src/data/versions';

/** The distinct Turf releases the docs versions document, oldest first. */
export const turfReleases: readonly string[] = [...new Set(docsVersions.map((v) => v.turfVersion))].reverse();

/** Folder of the exact install of a Turf release. */
export function installFolder(turfVersion: string): string {
  return `turf-installs/${turfVersion}`;
}
