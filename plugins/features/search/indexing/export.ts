/** `npm run search:export [file]`: the built site's records, for uploading instead of running the DocSearch crawler. */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

import { site } from '../../../../src/data/site';
import { collectRecords } from './collectRecords';

const levelWeight = { lvl1: 100, lvl2: 90, lvl3: 80, lvl4: 70, lvl5: 60, lvl6: 50, content: 0 } as const;

async function main(): Promise<void> {
  const buildDir = path.resolve('build');
  const outFile = path.resolve(process.argv[2] ?? 'search-records.json');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`search:export reads the built site, and ${buildDir}/index.html is missing: run \`npm run build\` first.`);
  }
  const records = await collectRecords(buildDir, 'Turf.js');
  const exported = records.map((record) => ({
    ...record,
    url: new URL(record.url, site.url).href,
    url_without_anchor: new URL(record.url_without_anchor, site.url).href,
    // The ranking attributes DocSearch's own index settings sort on.
    weight: { level: levelWeight[record.type], position: record.position, pageRank: record.pageRank },
  }));
  await writeFile(outFile, `${JSON.stringify(exported, null, 1)}\n`);
  const tags = [...new Set(records.map((record) => record.docusaurus_tag))].sort();
  console.log(`search:export: ${exported.length} records (${tags.join(', ')}) written to ${path.relative(process.cwd(), outFile)}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
