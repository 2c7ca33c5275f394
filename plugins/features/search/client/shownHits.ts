/**
 * What the modal and /search ask for and show. DocSearch's modal groups hits by section (lvl0) and within
 * a section by page, and shows `maxResultsPerGroup` hits of each section.
 */

/**
 * The hits of one page that the modal and /search ask for (`distinct`). Without a limit, one page's
 * headings (Version history, Installation, Returns...) filled its section's places, and the next function
 * a question may want was not shown.
 */
export const shownHitsPerPage = 2;

/** The pages the modal shows first, in rank order, under one heading (theme/SearchBar/bestMatchesFirst.ts). */
export const bestMatchPages = 3;

/** Hits per section in the modal: room for every hit of the best matches. */
export const maxResultsPerGroup = bestMatchPages * shownHitsPerPage;
