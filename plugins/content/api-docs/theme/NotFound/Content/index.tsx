// Change: wraps the theme's not-found content; gives it the page title (the docs plugin renders it alone for a missing
// address under a version, and the tab lost "Page Not Found" on hydration); under a docs version's api/ path it adds the
// closest API names of that version and a search for the missing one.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import NotFoundContent from '@theme-init/NotFound/Content';
import type { Props } from '@theme/NotFound/Content';

import { closestNames } from '../../../../../shared/closestNames';

type Version = ReturnType<typeof useAllDocsData>[string]['versions'][number];

function missingApiName(pathname: string, versions: readonly Version[]): { version: Version; apiPrefix: string; name: string } | null {
  const candidates = versions.map((version) => ({ version, apiPrefix: `${version.path.replace(/\/$/, '')}/api/` }));
  const match = candidates
    .filter(({ apiPrefix }) => pathname.startsWith(apiPrefix))
    .sort((a, b) => b.apiPrefix.length - a.apiPrefix.length)[0];
  if (!match) return null;
  const name = decodeURIComponent(pathname.slice(match.apiPrefix.length).replace(/\/$/, '').split('/').pop() ?? '');
  return name ? { ...match, name } : null;
}

function ApiSuggestions(): ReactNode {
  const { pathname } = useLocation();
  const missing = missingApiName(
    pathname,
    Object.values(useAllDocsData()).flatMap((plugin) => plugin.versions),
  );
  if (!missing) return null;
  const { version, apiPrefix } = missing;
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
          <p>
            No API page of {version.label} is called <code>{missing.name}</code>.{suggestions.length > 0 && ' Did you mean:'}
          </p>
          {suggestions.length > 0 && (
            <ul>
              {suggestions.map((name) => (
                <li key={name}>
                  <Link to={pathsByName.get(name)!}>{name}</Link>
                </li>
              ))}
            </ul>
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
  // The server renders 404.html at .../404, not at the missing address, so suggestions wait for hydration.
  const isBrowser = useIsBrowser();
  return (
    <>
      <PageMetadata title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })} />
      <NotFoundContent {...props} />
      {isBrowser && <ApiSuggestions />}
    </>
  );
}
