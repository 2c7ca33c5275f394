/**
 * DocSearch's modal groups hits by section (`lvl0`: Measurement, Booleans...) in the order each section
 * first appears, so a page ranked fourth shows second when it shares the first page's section, and the
 * page ranked second may not show in the first three at all. The modal's `transformItems` runs before
 * that grouping: the hits of the first `pages` pages are put under one heading of their own, in rank
 * order, and the others keep their sections.
 */
import { bestMatchPages } from '../../client/shownHits';

interface SectionedHit {
  url: string;
  hierarchy: { lvl0: string };
  _highlightResult?: { hierarchy?: { lvl0?: { value: string } } };
}

export function bestMatchesFirst<Hit extends SectionedHit>(hits: readonly Hit[], heading: string, pages = bestMatchPages): Hit[] {
  const first = new Set<string>();
  for (const hit of hits) {
    if (first.size === pages) break;
    first.add(pageOf(hit.url));
  }
  return hits.map((hit) => {
    if (!first.has(pageOf(hit.url))) return hit;
    const highlighted = hit._highlightResult?.hierarchy?.lvl0;
    return {
      ...hit,
      hierarchy: { ...hit.hierarchy, lvl0: heading },
      // DocSearch reads the section from here first.
      ...(highlighted && {
        _highlightResult: {
          ...hit._highlightResult,
          hierarchy: { ...hit._highlightResult!.hierarchy, lvl0: { ...highlighted, value: heading } },
        },
      }),
    };
  });
}

const pageOf = (url: string) => url.replace(/#.*$/, '');
