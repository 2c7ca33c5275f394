/**
 * The hits of one page that the modal and /search ask for (`distinct`). DocSearch's modal shows at most
 * five hits per section (lvl0) and groups them by page, so without a limit one page's headings (Version
 * history, Installation, Returns...) filled it, and the next function a question may want was not shown.
 */
export const shownHitsPerPage = 2;
