import type { ReactNode } from 'react';

/** Never rendered as HTML: split on the client's `<mark>` tags and the escapes decoded. */

const escapes: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => escapes[entity]);
}

export default function HighlightedText({ value }: { value: string }): ReactNode {
  const parts = value.split(/<mark>|<\/mark>/);
  return parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{decode(part)}</mark> : decode(part)));
}
