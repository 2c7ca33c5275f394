/**
 * Code shown by React pages rather than Markdown (the home page's install line and demos). The
 * code-highlight plugin highlights each at build time into
 * `@generated/code-highlight/default/snippets.json`, keyed by `id`, which those pages pass to
 * their CodeBlock.
 */
import { demos } from './homeDemos';
import { currentVersion } from './versions';

export interface Snippet {
  readonly id: string;
  readonly code: string;
  readonly language: string;
}

export const installSnippet: Snippet = {
  id: 'install',
  code: `npm install @turf/turf@${currentVersion.turfVersion}`,
  language: 'bash',
};

export const demoSnippetId = (demoId: string): string => `demo-${demoId}`;

export function snippetsToHighlight(): Snippet[] {
  return [installSnippet, ...demos.map((demo) => ({ id: demoSnippetId(demo.id), code: demo.code, language: 'js' }))];
}
