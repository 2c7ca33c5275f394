import type { LoadedIndex } from '../../plugins/features/search/client/indexFile';
import {
  loadGuideQuestions,
  readerWordsByFunction,
  readerWordsByGuide,
  withReaderWords,
  type ReaderQuestion,
} from '../../plugins/features/search/indexing/readerWords';

/**
 * The built index with readers' words from a given set of questions only, as writeIndexFiles.ts would write
 * them. The guides' words do not change between sets, so they are worked out once.
 */
export function indexWithQuestions(index: LoadedIndex): (questions: readonly ReaderQuestion[]) => LoadedIndex {
  const bare = index.records.map((record) => ({ ...record, readerWords: null }));
  const byGuide = readerWordsByGuide(loadGuideQuestions());
  return (questions) => ({
    ...index,
    records: withReaderWords(bare, { byFunction: readerWordsByFunction(questions), byGuide }),
  });
}
