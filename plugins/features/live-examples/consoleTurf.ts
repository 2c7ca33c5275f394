/**
 * `window.turf` in the console is the Turf version the page documents, loaded when the page is idle.
 * Phones have no console at hand, so there the bundle (140-160 KB gzip, a long task) loads only
 * when something first reads `window.turf`.
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

import { docsVersions, type DocsVersion } from '@site/src/data/versions';
import { turfBundlePath } from './assets/paths';
import { turfBundlesThatEvaluateStrings } from './evalPolicy';

declare global {
  interface Window {
    turf?: unknown;
  }
}

const loaded = new Map<string, unknown>();
let shownVersion: string | undefined;
let wanted: string | undefined;

/** The longest matching version path wins (`/docs` is last). */
export function docsVersionOfPath(pathname: string, baseUrl = '/'): DocsVersion | undefined {
  const path = `/${pathname.slice(baseUrl.length)}`;
  return [...docsVersions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => path === version.path || path.startsWith(`${version.path}/`));
}

function show(turfVersion: string): void {
  window.turf = loaded.get(turfVersion);
  if (shownVersion === turfVersion) return;
  shownVersion = turfVersion;
  console.info(`window.turf is Turf ${turfVersion}, the version this page documents. Try turf.point([0, 0]).`);
}

function load(turfVersion: string): void {
  if (loaded.has(turfVersion)) return show(turfVersion);
  const script = document.createElement('script');
  script.src = `${siteConfig.baseUrl}${turfBundlePath(turfVersion)}`;
  script.async = true;
  script.onload = () => {
    // The bundle defines the global `turf`; keep it before another version replaces it.
    loaded.set(turfVersion, window.turf);
    script.remove();
    if (wanted === turfVersion) show(turfVersion);
  };
  document.head.append(script);
}

function loadOnFirstUse(turfVersion: string): void {
  if (loaded.has(turfVersion)) return show(turfVersion);
  Object.defineProperty(window, 'turf', {
    configurable: true,
    // Not listed by code that walks the window's own keys, so that only a real read loads Turf.
    enumerable: false,
    get() {
      // From here on a plain property again: the bundle assigns the global `turf` when it runs.
      Object.defineProperty(window, 'turf', { value: undefined, writable: true, configurable: true, enumerable: true });
      console.info(`Loading Turf ${turfVersion} for the console: window.turf is ready in a moment.`);
      load(turfVersion);
      return undefined;
    },
    set(value: unknown) {
      Object.defineProperty(window, 'turf', { value, writable: true, configurable: true, enumerable: true });
    },
  });
}

const hasFinePointer = () => typeof window.matchMedia !== 'function' || window.matchMedia('(pointer: fine)').matches;

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000);

/**
 * Whether this document's CSP allows 'unsafe-eval' (evalPolicy.ts). Read once: client-side
 * navigation changes the path, never the policy.
 */
const landingVersion = typeof window === 'undefined' ? undefined : docsVersionOfPath(window.location.pathname, siteConfig.baseUrl);
const documentAllowsEval = landingVersion !== undefined && turfBundlesThatEvaluateStrings.has(landingVersion.turfVersion);

/** A bundle that evaluates strings as it loads would break under this document's policy. */
const explained = new Set<string>();
function explainReloadNeeded(version: DocsVersion): void {
  window.turf = undefined;
  shownVersion = undefined;
  if (explained.has(version.turfVersion)) return;
  explained.add(version.turfVersion);
  console.info(
    `window.turf: Turf ${version.turfVersion} compiles code from strings as it loads, which this page's security policy allows only on pages opened under ${version.path}/. Reload this page to get it.`,
  );
}

const consoleTurf: ClientModule = {
  onRouteDidUpdate({ location }) {
    const version = docsVersionOfPath(location.pathname, siteConfig.baseUrl);
    if (!version) return;
    wanted = version.turfVersion;
    const turfVersion = version.turfVersion;
    if (turfBundlesThatEvaluateStrings.has(turfVersion) && !loaded.has(turfVersion) && !documentAllowsEval) {
      return explainReloadNeeded(version);
    }
    if (!hasFinePointer()) return loadOnFirstUse(turfVersion);
    whenIdle(() => {
      if (wanted === turfVersion) load(turfVersion);
    });
  },
};

export default consoleTurf;
