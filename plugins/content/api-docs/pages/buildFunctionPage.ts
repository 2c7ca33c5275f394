/**
 * One function's page, built step by step in the order a reader scans it.
 */
import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { insertBundleCost } from './insertBundleCost';
import { insertDescription } from './insertDescription';
import { insertEquivalents } from './insertEquivalents';
import { insertExamples } from './insertExamples';
import { insertInstallation } from './insertInstallation';
import { insertNotices } from './insertNotices';
import { insertParameters } from './insertParameters';
import { insertReturns, insertThrows } from './insertReturns';
import { insertSignature } from './insertSignature';
import { insertSourceLink } from './insertSourceLink';
import { insertVersionHistory } from './insertVersionHistory';
import { entryFrontMatter, entryHeading } from './entryHead';
import type { Page } from './serialize';

export function buildFunctionPage(fn: ApiFunction, context: PageContext, oldestTurfVersion: string): Page {
  return {
    path: `api/${fn.name}.mdx`,
    frontMatter: entryFrontMatter(
      fn.category === null ? 'internal helper' : 'function',
      fn.name,
      fn.description,
      `${fn.name} in Turf ${context.model.turfVersion}`,
      fn.category,
      {
        // Internal helpers have no sidebar entry but still show the API sidebar for navigation.
        displayed_sidebar: fn.category === null ? 'apiSidebar' : undefined,
      },
    ),
    content: [
      ...entryHeading(fn.name, ['ApiCode', 'ApiParameters', 'LiveExample']),
      ...insertNotices(fn, context),
      ...insertDescription(fn.description, context),
      ...insertSignature(fn, context),
      ...insertParameters(fn.params, context),
      ...insertReturns(fn.returns, context),
      ...insertThrows(fn.throws, context),
      ...insertExamples(fn, context),
      ...insertInstallation(fn, context),
      ...insertBundleCost(fn, context),
      ...insertEquivalents(fn),
      ...insertVersionHistory(fn, context, oldestTurfVersion),
      ...insertSourceLink(fn.source, context),
    ],
  };
}
