/** What every map of an example needs from the site: its shipped files, and the optional hosted style. */
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import { useExampleAssets } from '../LiveExample/useExampleRun';

export const absolute = (url: string): string => new URL(url, window.location.href).href;

/** How a map frames its example, live or still: the same, so one takes over from the other in place. */
export const fitOptions = { padding: 32, maxZoom: 14, duration: 0 } as const;

export function useMapSettings() {
  const assets = useExampleAssets();
  const workerUrl = useBaseUrl(assets.mapLibreWorker);
  const stylesheetUrl = useBaseUrl(assets.mapLibreStylesheet);
  const basemapUrl = useBaseUrl(assets.basemap['110m']);
  const detailUrl = useBaseUrl(assets.basemap['50m']);
  const { customFields } = useDocusaurusContext().siteConfig;
  return {
    workerUrl,
    stylesheetUrl,
    basemapUrl,
    detailUrl,
    remoteStyleUrl: (customFields?.mapStyleUrl as string | null | undefined) ?? undefined,
    accessToken: (customFields?.mapAccessToken as string | null | undefined) ?? undefined,
  };
}

const stylesheets = new Map<string, Promise<void>>();

/**
 * Linked late, when the first map needs it (MapLibre's controls, and the still map's copies of
 * them): it still arrives long before a map's first frame. Resolves once it applies.
 */
export function linkMapLibreStylesheet(href: string): Promise<void> {
  let loaded = stylesheets.get(href);
  if (!loaded) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loaded = new Promise((resolve) => {
      link.addEventListener('load', () => resolve(), { once: true });
      // Without it the controls are unstyled, not missing: nothing waits for ever.
      link.addEventListener('error', () => resolve(), { once: true });
    });
    document.head.append(link);
    stylesheets.set(href, loaded);
  }
  return loaded;
}
