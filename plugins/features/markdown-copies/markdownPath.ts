/**
 * The address of a docs page's Markdown copy: its own path plus `.md` (`/docs/api/` gives
 * `/docs/api.md`). One definition for the build, which writes the copies, and the page, which
 * links to them; it stays free of Node modules so the browser bundle can import it.
 */
export const markdownPath = (permalink: string): string => `${permalink.replace(/(.)\/$/, '$1')}.md`;
