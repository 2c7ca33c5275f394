import type { ReactNode } from 'react';

/**
 * Shows a highlighted value from the search client as React text nodes and <mark> elements,
 * never as HTML: the client escapes the text and wraps matches in `<mark>`; this splits on
 * those tags and decodes the five escapes back to characters.
 */

const escapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => escapes[entity]);
}

export default function HighlightedText({ value }: { value: string }): ReactNode {
  const parts = value.split(/<mark>|<\/mark>/);
  // Even pieces are outside a <mark>, odd pieces inside.
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{decode(part)}</mark> : decode(part)));
}
