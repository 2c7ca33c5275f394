/** Code shown by React pages rather than Markdown, highlighted at build time by the code-highlight plugin. */
import { demos } from './homeDemos';
import { defaultPlaygroundCode } from './playground';
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

export const playgroundSnippet: Snippet = { id: 'playground', code: defaultPlaygroundCode, language: 'js' };

export function snippetsToHighlight(): Snippet[] {
  return [installSnippet, playgroundSnippet, ...demos.map((demo) => ({ id: demoSnippetId(demo.id), code: demo.code, language: 'js' }))];
}
