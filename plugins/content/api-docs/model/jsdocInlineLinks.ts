/**
 * documentation.js leaves a `{@link}` glued to a word (`doi:{@link url}`) or labelled after `|` in the
 * text, and the GFM autolink swallows the brace into the URL: pages linked to addresses ending in "}".
 */
import type { Link, Nodes, PhrasingContent, Text } from 'mdast';

const openingTag = /\{@link(?:code|plain)?\s+$/;

function hasChildren(node: Nodes): node is Nodes & { children: Nodes[] } {
  return 'children' in node && Array.isArray(node.children);
}

interface InlineTag {
  readonly url: string;
  readonly label?: string;
  readonly after?: string;
  /** The following text node is replaced by `after`. */
  readonly tookFollowing: boolean;
}

function readTag(linkUrl: string, following: Text | undefined): InlineTag | undefined {
  const close = linkUrl.indexOf('}');
  if (close >= 0) {
    const [url, label] = linkUrl.slice(0, close).split('|', 2) as [string, string?];
    return { url, label, after: linkUrl.slice(close + 1), tookFollowing: false };
  }
  // The autolink stopped before the brace; the rest is in the next text node.
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

export function repairJsdocInlineLinks<T extends Nodes>(nodes: readonly T[]): T[] {
  return repairChildren([...nodes]) as T[];
}
