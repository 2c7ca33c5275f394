/**
 * The text edits `npm run version:add` makes, kept apart from the commands it runs so that each can
 * be tested alone: a release goes into `documentedReleases` of src/data/versions.ts at its place
 * (newest first), and versions.json follows the same order.
 */
import semver from 'semver';

const listStart = /const documentedReleases[^=]*= \[\n/;
const entryRelease = /^ {2}\{\s*release: '([^']+)'/gm;

/** The releases `documentedReleases` lists, in its order. */
export function listedReleases(versionsSource: string): string[] {
  const start = listStart.exec(versionsSource);
  if (!start) throw new Error('src/data/versions.ts: no `const documentedReleases = [` list to add the release to.');
  const list = versionsSource.slice(start.index, versionsSource.indexOf('\n];', start.index));
  return [...list.matchAll(entryRelease)].map((match) => match[1]!);
}

/** versions.ts with `{ release, summary }` added before the first listed release older than it. */
export function withRelease(versionsSource: string, release: string, summary: string): string {
  const listed = listedReleases(versionsSource);
  if (listed.includes(release)) throw new Error(`${release} is documented already.`);
  const entry = `  { release: '${release}', summary: ${JSON.stringify(summary).replace(/'/g, "\\'").replace(/^"|"$/g, "'")} },\n`;
  const start = listStart.exec(versionsSource)!;
  const older = listed.find((existing) => semver.lt(existing, release));
  const at = older ? versionsSource.indexOf(`  {\n    release: '${older}'`, start.index) : -1;
  const compactAt = older ? versionsSource.indexOf(`  { release: '${older}'`, start.index) : -1;
  const insertAt =
    [at, compactAt].filter((index) => index >= 0).sort((a, b) => a - b)[0] ?? versionsSource.indexOf('\n];', start.index) + 1;
  return versionsSource.slice(0, insertAt) + entry + versionsSource.slice(insertAt);
}

/** versions.json, which Docusaurus reads: the released names, newest first. */
export function versionsJson(releases: readonly string[]): string {
  return `${JSON.stringify(semver.rsort([...releases]), null, 2)}\n`;
}
