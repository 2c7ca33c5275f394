/**
 * Words that several readers used for a function (src/data/readerQuestions.json, through the index's
 * reader words) but that no page of the index holds, each with what a search for the word alone opens.
 * In a question such a word still counts for the function through its readers' words; typed alone, or
 * in a short query, it finds nothing, a typo's neighbour, or a page that holds its parts ("semicircle",
 * split into "semi circle", opened ellipse, whose page says "semi-axes"). The list shows where a
 * function's "Use it to" lines (src/data/functionTasks.ts) or the vocabulary lack a reader's word;
 * most rows are noise ("currently", "python") and stay so.
 *
 * `npx tsx bench/search-quality/unheldReaderWords.ts [least readers, 3 by default]` after `npm run build`.
 */
import { readerWordsTableOf } from '../../plugins/features/search/client/pageRelevance';
import { loadIndex, siteAsker } from './evaluate';

const leastReaders = Number(process.argv[2] ?? 3);
const lastPart = (url: string) => url.split('/').pop()!;

async function main(): Promise<void> {
  const index = loadIndex('build');
  const ask = siteAsker(index);
  const held = (word: string) => index.search.search(word, { prefix: false, fuzzy: false }).length > 0;
  const rows: Array<{ readers: number; line: string }> = [];
  for (const [url, words] of readerWordsTableOf(index.records, index.everyday).byPage) {
    for (const [word, readers] of words) {
      if (readers < leastReaders || held(word)) continue;
      const pages = await ask(word);
      const at = pages.indexOf(url);
      const opens = pages.slice(0, 3).map(lastPart).join(', ') || 'no results';
      rows.push({
        readers,
        line: `${lastPart(url)}: "${word}" (${readers} readers) opens ${opens}${at >= 0 ? `; the function is ${at + 1}.` : ''}`,
      });
    }
  }
  rows.sort((a, b) => b.readers - a.readers || a.line.localeCompare(b.line));
  for (const { line } of rows) console.log(line);
  console.log(`${rows.length} words that ${leastReaders} or more readers of a function used and no page holds`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
