// Change: wraps the theme's not-found content; under a docs version's api/ path it adds the closest API names of that version and a search for the missing one.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import NotFoundContent from '@theme-init/NotFound/Content';
import type { Props } from '@theme/NotFound/Content';

import { closestNames } from './closestNames';

/** The docs version whose path is the longest prefix of `pathname`, and what follows its `/api/`. */
function missingApiName(pathname: string, versions: ReadonlyArray<{ path: string }>): { versionPath: string; name: string } | null {
  const version = versions
    .filter((candidate) => pathname.startsWith(`${candidate.path.replace(/\/$/, '')}/api/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!version) return null;
  const rest = pathname.slice(`${version.path.replace(/\/$/, '')}/api/`.length).replace(/\/$/, '');
  const name = decodeURIComponent(rest.split('/').pop() ?? '');
  return name ? { versionPath: version.path.replace(/\/$/, ''), name } : null;
}

function ApiSuggestions(): ReactNode {
  const { pathname } = useLocation();
  const versions = Object.values(useAllDocsData()).flatMap((plugin) => plugin.versions);
  const missing = missingApiName(pathname, versions);
  if (!missing) return null;
  const version = versions.find((candidate) => candidate.path.replace(/\/$/, '') === missing.versionPath)!;
  const apiPrefix = `${missing.versionPath}/api/`;
  const pathsByName = new Map(
    version.docs
      .filter((doc) => doc.path.startsWith(apiPrefix) && !doc.unlisted)
      .map((doc) => [doc.path.slice(doc.path.lastIndexOf('/') + 1), doc.path] as const),
  );
  const suggestions = closestNames(missing.name, [...pathsByName.keys()]);
  return (
    <nav aria-label="Closest API pages" className="container margin-bottom--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          {suggestions.length > 0 ? (
            <>
              <p>
                No API page of {version.label} is called <code>{missing.name}</code>. Did you mean:
              </p>
              <ul>
                {suggestions.map((name) => (
                  <li key={name}>
                    <Link to={pathsByName.get(name)!}>{name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>
              No API page of {version.label} is called <code>{missing.name}</code>.
            </p>
          )}
          <p>
            <Link to={`/search?q=${encodeURIComponent(missing.name)}`}>Search the documentation for “{missing.name}”</Link>
          </p>
        </div>
      </div>
    </nav>
  );
}

export default function NotFoundContentWithSuggestions(props: Props): ReactNode {
  // The server renders each version's 404.html at .../404, not at the missing address: the
  // suggestions come after hydration, so the first client render matches the server's.
  const isBrowser = useIsBrowser();
  return (
    <>
      <NotFoundContent {...props} />
      {isBrowser && <ApiSuggestions />}
    </>
  );
}
