/** `/docs/api/` gives `/docs/api.md`. Free of Node modules, so the browser bundle can import it. */
export const markdownPath = (permalink: string): string => `${permalink.replace(/(.)\/$/, '$1')}.md`;
