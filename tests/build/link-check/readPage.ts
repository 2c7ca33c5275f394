/**
 * What the link check needs from one built HTML page: the addresses it points to, the anchors
 * other pages can point into, and its generator and redirect metadata. htmlparser2 reads the page
 * as a stream of tags; the check needs only their attributes, and skipping the DOM keeps reading
 * ~1000 pages to about a second.
 */
import { Parser } from 'htmlparser2';

/**
 * The attributes that hold an address, per element: links a reader follows (`a`, `area`), SVG
 * `use` references into the page's sprite, and what the page loads or declares (`link[rel]`,
 * scripts, images, media, frames, forms).
 */
const addressAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  use: ['href', 'xlink:href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  form: ['action'],
};

export interface PageReference {
  /** The element and attribute it came from, e.g. `a[href]`, `script[src]`, `link[rel=stylesheet]`. */
  readonly source: string;
  /** The address as written in the page (entities decoded). */
  readonly address: string;
}

export interface PageContent {
  readonly references: readonly PageReference[];
  /** Every `id` on the page and every `a[name]`: the targets of `#fragment` links. */
  readonly anchors: ReadonlySet<string>;
  /** `<meta name="generator">` content, or null when the page has none. */
  readonly generator: string | null;
  /** A redirect page (`<meta http-equiv="refresh">`): a version root, or a stand-in for another export name. */
  readonly isRedirect: boolean;
  /** Where a redirect page sends the reader: its refresh URL, else its canonical link (null for a real page). */
  readonly redirectsTo: string | null;
}

const hasToken = (list: string | undefined, token: string) =>
  (list ?? '').toLowerCase().split(/\s+/).includes(token);

export function readPage(html: string): PageContent {
  const references: PageReference[] = [];
  const anchors = new Set<string>();
  let generator: string | null = null;
  let isRedirect = false;
  let canonical: string | null = null;
  let refreshTarget: string | null = null;

  // Tag and attribute names arrive lower-cased; script and style bodies are text, never tags.
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id !== undefined) anchors.add(attributes.id);
      if (name === 'a' && attributes.name !== undefined) anchors.add(attributes.name);
      for (const attribute of addressAttributes[name] ?? []) {
        const address = attributes[attribute];
        if (address === undefined) continue;
        const source = name === 'link' && attributes.rel ? `link[rel=${attributes.rel}]` : `${name}[${attribute}]`;
        references.push({ source, address });
      }
      if (name === 'meta' && attributes.name?.toLowerCase() === 'generator') generator = attributes.content ?? null;
      if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
        isRedirect = true;
        refreshTarget = /url=(.+)$/i.exec(attributes.content ?? '')?.[1]?.trim() ?? null;
      }
      if (name === 'link' && hasToken(attributes.rel, 'canonical') && attributes.href !== undefined) canonical = attributes.href;
    },
  });
  parser.end(html);

  return { references, anchors, generator, isRedirect, redirectsTo: isRedirect ? (refreshTarget ?? canonical) : null };
}
