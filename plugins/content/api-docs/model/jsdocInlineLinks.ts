/**
 * Puts JSDoc inline link tags back together: `{@link https://doi.org/10.2307/490885|10.2307/490885}`.
 *
 * documentation.js reads a tag that stands apart (` {@link url label}`), but one glued to a word
 * (`doi:{@link url}`) or labelled after a `|` stays in the description's text, and the GFM
 * autolink found inside it swallows the label and the closing brace into the URL. Turf cites
 * papers that way (center-median, standard-deviational-ellipse), so their pages showed
 * "doi:{@link" and linked to addresses ending in "}" that doi.org does not resolve.
 */
import type { Link, Nodes, PhrasingContent, Text } from 'mdast';

const openingTag = /\{@link(?:code|plain)?\s+$/;

function hasChildren(node: Nodes): node is Nodes & { children: Nodes[] } {
  return 'children' in node && Array.isArray(node.children);
}

interface InlineTag {
  readonly url: string;
  readonly label?: string;
  /** The text after the closing brace, where the tag took the following text node's start. */
  readonly after?: string;
  /** Whether the following text node is replaced by `after`. */
  readonly tookFollowing: boolean;
}

/** The tag from its link node on: URL, label, and what follows the closing brace. */
function readTag(linkUrl: string, following: Text | undefined): InlineTag | undefined {
  const close = linkUrl.indexOf('}');
  if (close >= 0) {
    const [url, label] = linkUrl.slice(0, close).split('|', 2) as [string, string?];
    return { url, label, after: linkUrl.slice(close + 1), tookFollowing: false };
  }
  // The autolink stopped before the brace: `{@link url}` or `{@link url label}`, the rest in the next text.
  const tail = following ? /^(?:[|\s]([^}]*))?\}/.exec(following.value) : null;
  if (!tail) return undefined;
  return { url: linkUrl, label: tail[1]?.trim() || undefined, after: following!.value.slice(tail[0].length), tookFollowing: true };
}

function repairChildren(children: Nodes[]): Nodes[] {
  const repaired: Nodes[] = [];
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    const link = children[index + 1];
    if (node.type === 'text' && openingTag.test(node.value) && link?.type === 'link') {
      const following = children[index + 2];
      const tag = readTag(link.url, following?.type === 'text' ? following : undefined);
      if (tag) {
        const before = node.value.replace(openingTag, '');
        if (before) repaired.push({ ...node, value: before });
        const label: PhrasingContent = { type: 'text', value: tag.label ?? tag.url };
        repaired.push({ type: 'link', url: tag.url, title: null, children: [label] } satisfies Link);
        if (tag.after) repaired.push({ type: 'text', value: tag.after });
        index += tag.tookFollowing ? 2 : 1;
        continue;
      }
    }
    repaired.push(hasChildren(node) ? ({ ...node, children: repairChildren(node.children) } as Nodes) : node);
  }
  return repaired;
}

/** `nodes` (a description's blocks) with every JSDoc inline link tag made a Markdown link. */
export function repairJsdocInlineLinks<T extends Nodes>(nodes: readonly T[]): T[] {
  return repairChildren([...nodes]) as T[];
}
