/**
 * "The answer": the first hit shown as a card (name, signature, summary) when one function clearly
 * wins. It must not mislead, so it needs a function page that matches every word of the question,
 * ahead of the next page for a reason a reader would accept (more of their words, their words in
 * its name or in its order, the right direction of a conversion), not only by a text score.
 */
import { decidingCriterion, puts, type RankedRecord } from './ranking';
import type { LoadedIndex } from './indexFile';
import { isFunctionPage } from './records';
import { summariesOf } from './pageSummary';
import { relevanceWeights } from './pageRelevance';

export interface BestAnswer {
  readonly name: string;
  readonly signature: string;
  readonly summary: string | null;
}

const decisive = new Set(['page rank', 'name written', 'words', 'title words', 'title order', 'direction', 'named in question']);

export function isClearWinner(ranked: readonly RankedRecord[], queryWords: number): boolean {
  const first = ranked[0];
  if (!first || !isFunctionPage(first.record) || first.typos > 0) return false;
  if (first.words < queryWords) return false;
  const runnerUp = ranked.find((entry) => entry.record.url_without_anchor !== first.record.url_without_anchor);
  if (!runnerUp) return true;
  const criterion = decidingCriterion(first, runnerUp);
  if (criterion === 'relevance') {
    // A question's score is no reason a reader sees: a wide lead counts, or a reason the next criteria find.
    if (first.relevance >= relevanceWeights.clearLead * runnerUp.relevance) return true;
    const reason = decidingCriterion(first, runnerUp, new Set(['relevance']));
    return reason !== null && decisive.has(reason) && puts(first, runnerUp, reason);
  }
  return criterion !== null && decisive.has(criterion);
}

export function bestAnswerOf(
  ranked: readonly RankedRecord[],
  queryWords: number,
  indexes: readonly Pick<LoadedIndex, 'records'>[],
): BestAnswer | null {
  if (!isClearWinner(ranked, queryWords)) return null;
  const { record } = ranked[0]!;
  return {
    name: record.hierarchy.lvl1,
    signature: record.signature!,
    summary: indexes.map((index) => summariesOf(index.records).get(record.url_without_anchor)).find(Boolean) ?? null,
  };
}
