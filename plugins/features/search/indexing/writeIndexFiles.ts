import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { packIndexFile } from '../client/indexFile';
import { siteWideTag, type SearchRecord } from '../client/records';
import { indexDirectory, indexFileName } from '../client/indexLocation';
import { everydayWordsOf } from './everydayWords';
import { withFieldWords } from './fieldWords';
import { loadGuideQuestions, loadReaderQuestions, readerWordsByFunction, readerWordsByGuide, withReaderWords } from './readerWords';

export interface WrittenIndexFile {
  tag: string;
  file: string;
  records: number;
  bytes: number;
}

/** Each file also holds the site-wide records. A tag without records means the build lost its search metadata. */
export async function writeIndexFiles(
  outDir: string,
  records: readonly SearchRecord[],
  expectedTags: readonly string[],
): Promise<WrittenIndexFile[]> {
  const siteWide = records.filter((record) => record.docusaurus_tag === siteWideTag);
  const readerWords = readerWordsByFunction(loadReaderQuestions());
  const guideReaderWords = readerWordsByGuide(loadGuideQuestions());
  const directory = path.join(outDir, indexDirectory);
  await mkdir(directory, { recursive: true });
  return Promise.all(
    expectedTags.map(async (tag) => {
      const own = records.filter((record) => record.docusaurus_tag === tag);
      if (own.length === 0) {
        throw new Error(
          `search-index: no page of ${tag} has search records, so ${path.join(indexDirectory, indexFileName(tag))} would be empty. ` +
            'Check that the docs pages of that version are built and carry their docsearch:* meta tags (npm run build).',
        );
      }
      const ownAndSiteWide = withFieldWords([...own, ...siteWide]);
      const fileRecords = withReaderWords(ownAndSiteWide, {
        byFunction: readerWords,
        byGuide: guideReaderWords,
      });
      const json = JSON.stringify(packIndexFile(tag, fileRecords, everydayWordsOf(fileRecords)));
      const file = path.join(directory, indexFileName(tag));
      await writeFile(file, json);
      return { tag, file, records: fileRecords.length, bytes: Buffer.byteLength(json) };
    }),
  );
}
