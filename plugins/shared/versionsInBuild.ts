/**
 * The docs versions this build renders: all of them, or those named in `DOCS_ONLY_VERSIONS`
 * (comma-separated version names, as Docusaurus's `onlyIncludeVersions` takes them).
 */
import { docsVersions, type DocsVersion } from '../../src/data/versions';

export function versionsInBuild(env: NodeJS.ProcessEnv = process.env): readonly DocsVersion[] {
  const named = env.DOCS_ONLY_VERSIONS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!named?.length) return docsVersions;
  const unknown = named.filter((name) => !docsVersions.some((version) => version.name === name));
  if (unknown.length) {
    throw new Error(`DOCS_ONLY_VERSIONS names ${unknown.join(', ')}; the docs versions are ${docsVersions.map((v) => v.name).join(', ')}.`);
  }
  return docsVersions.filter((version) => named.includes(version.name));
}
