/** The page addresses a built `sitemap.xml` lists, read with htmlparser2 in XML mode. */
import { parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import { textContent } from 'domutils';

type Element = Parameters<typeof textContent>[0];

/** Every `<url><loc>` of the sitemap, as written (absolute URLs). */
export function readSitemapUrls(xml: string): string[] {
  const document = parseDocument(xml, { xmlMode: true });
  return selectAll<unknown, Element>('url > loc', document, { xmlMode: true }).map((loc) => textContent(loc).trim());
}
