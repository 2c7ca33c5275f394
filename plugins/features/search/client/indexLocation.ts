/** Where the build writes each docs version's index file, and where the browser fetches it. */

export const indexDirectory = 'search-index';

/** As its pages' `docsearch:docusaurus_tag` says. */
export function docsTagOf(versionName: string, pluginId = 'default'): string {
  return `docs-${pluginId}-${versionName}`;
}

export function indexFileName(docsTag: string): string {
  return `${docsTag}.json`;
}

export function indexFileUrl(baseUrl: string, docsTag: string): string {
  return `${baseUrl}${indexDirectory}/${encodeURIComponent(indexFileName(docsTag))}`;
}
