/** Writes `.generated/page-kinds.json`, so tests and benches check every page type, even ones nobody listed. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';

import { pageKindsOf, type DocLike } from './pageKinds';
import { pageKindsFile } from './file';

export default function pageKindsPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-kinds',
    async postBuild({ routes, plugins }) {
      const docs: DocLike[] = plugins
        .filter((plugin) => plugin.name === 'docusaurus-plugin-content-docs')
        .flatMap((plugin) => (plugin.content as DocsContent).loadedVersions)
        .flatMap((version) =>
          version.docs.map((doc) => ({ permalink: doc.permalink, versionLabel: version.label, frontMatter: doc.frontMatter })),
        );
      const kinds = pageKindsOf(routes, docs, context.siteDir);
      const file = path.join(context.siteDir, pageKindsFile);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify({ kinds }, null, 2)}\n`);
    },
  };
}
