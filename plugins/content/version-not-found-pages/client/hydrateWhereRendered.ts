/**
 * Client module: a not-found page that a host sent for another address hydrates at the address it
 * was rendered for, then shows the address asked for.
 *
 * GitHub Pages (and Vercel) answer every unknown address with the root 404.html. Rendered outside
 * any docs version, its navbar is not the one the client renders at `/docs/7.1.0/no-such-page`,
 * where the docs plugin shows 7.1.0's not-found content: React found markup it did not render
 * (error #418) and threw the served page away. So, before the app starts, the address becomes the
 * one the page was rendered at (its canonical link, which Docusaurus writes from the rendering
 * path); the app hydrates the served markup as it is; once it has, the asked address comes back
 * and the router renders that version's not-found page as after any navigation.
 *
 * Module evaluation comes before Docusaurus's client entry preloads and hydrates the current
 * address, as client modules are imported by the app it renders.
 */
import type { ClientModule } from '@docusaurus/types';

import { docsVersions } from '../../../../src/data/versions';

/** The docs version whose path is the longest prefix of `pathname`, or none (the root 404.html, blog, pages). */
function versionPathOf(pathname: string): string | null {
  const within = docsVersions.map((version) => version.path).filter((path) => pathname === path || pathname.startsWith(`${path}/`));
  return within.sort((a, b) => b.length - a.length)[0] ?? null;
}

function renderedPathname(): string | null {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return null;
  const { pathname } = new URL(canonical.href, window.location.href);
  return pathname.endsWith('/404.html') ? pathname : null;
}

/** The address asked for, while the app hydrates the served page at the one it was rendered for. */
let askedAddress: string | null = null;

if (typeof window !== 'undefined') {
  const rendered = renderedPathname();
  // A version's own 404.html, served for an address in that version, renders the same navbar there
  // and hydrates as it is (hosts that serve the nearest 404.html): no second render.
  if (rendered && versionPathOf(rendered) !== versionPathOf(window.location.pathname)) {
    const { pathname, search, hash } = window.location;
    askedAddress = pathname + search + hash;
    window.history.replaceState(window.history.state, '', rendered);
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ previousLocation }) {
    // The first call follows the hydrating render's commit.
    if (previousLocation !== null || askedAddress === null) return;
    const address = askedAddress;
    askedAddress = null;
    // After the commit, outside it: the router hears of the address change as a history move.
    setTimeout(() => {
      window.history.replaceState(window.history.state, '', address);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
  },
};

export default clientModule;
