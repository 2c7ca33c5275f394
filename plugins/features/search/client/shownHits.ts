/**
 * What the modal and /search ask for and show. DocSearch's modal groups hits by section (lvl0) and within
 * a section by page, and shows `maxResultsPerGroup` hits of each section.
 */

/**
 * The hits of one page that the modal and /search ask for (`distinct`): its best heading or paragraph.
 * Without a limit, one page's headings (Version history, Installation, Returns...) filled its section's
 * places, and the next function a question may want was not shown; with two, the first three rows
 * were two pages, one of them twice.
 */
export const shownHitsPerPage = 1;

/** The pages the modal shows first, in rank order, under one heading (theme/SearchBar/bestMatchesFirst.ts). */
export const bestMatchPages = 3;

/** Hits per section in the modal: DocSearch's default, room for the best matches. */
export const maxResultsPerGroup = Math.max(5, bestMatchPages * shownHitsPerPage);
