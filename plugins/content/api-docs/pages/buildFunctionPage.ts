/** One function's page, its sections in the order a reader scans them. */
import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { bundleCostSection } from './bundleCostSection';
import { descriptionSection } from './descriptionSection';
import { equivalentsSection } from './equivalentsSection';
import { examplesSection } from './examplesSection';
import { installationSection } from './installationSection';
import { noticesSection } from './noticesSection';
import { parametersSection } from './parametersSection';
import { returnsSection, throwsSection } from './returnsSection';
import { signatureSection } from './signatureSection';
import { sourceLinkSection } from './sourceLinkSection';
import { tasksSection } from './tasksSection';
import { versionHistorySection } from './versionHistorySection';
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
      ...entryHeading(fn.name, ['ApiCode', 'ApiParameters', 'ApiUseItTo', 'ApiMoreUses', 'LiveExample']),
      ...noticesSection(fn, context),
      ...descriptionSection(fn.description, context),
      ...tasksSection(fn, context),
      ...signatureSection(fn, context),
      ...parametersSection(fn.params, context),
      ...returnsSection(fn.returns, context),
      ...throwsSection(fn.throws, context),
      ...examplesSection(fn, context),
      ...installationSection(fn, context),
      ...bundleCostSection(fn, context),
      ...equivalentsSection(fn),
      ...versionHistorySection(fn, context, oldestTurfVersion),
      ...sourceLinkSection(fn.source, context),
    ],
  };
}
