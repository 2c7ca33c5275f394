/** A version's API index; the list is in the page's props, so the server renders all of it. */
import type { PhrasingContent } from 'mdast';

import { categoryOrder } from '../../../../src/data/apiCategories';
import { formatByteRange } from '../bundle-cost/format';
import type { FunctionBundleCost } from '../bundle-cost/types';
import { indexFigure } from '../bundle-cost/view';
import { geometries, inputKinds, outputKinds, type GeoJsonKind } from '../model/geojsonKinds';
import type { ApiIndexEntry, ApiIndexProps } from '../theme/ApiIndex/types';
import type { PageContext } from './context';
import { summary } from './markdown';
import { heading, importDefault, inlineCode, jsxFlow, paragraph, text } from './mdast';
import type { ApiPageKind, Page } from './serialize';

export function indexEntries(context: PageContext): ApiIndexEntry[] {
  const { model } = context;
  return model.functions
    .filter((fn) => !fn.internal && fn.category !== null)
    .map((fn) => {
      const takes = inputKinds(fn, model.typedefs);
      const returns = outputKinds(fn, model.typedefs);
      const cost = context.bundleCost(fn.name);
      // Such a function gives back what it was given.
      const anyGeometry = (kinds: readonly GeoJsonKind[]) => geometries.every((kind) => kinds.includes(kind));
      return {
        name: fn.name,
        summary: summary(fn.description),
        category: fn.category!,
        takes,
        returns,
        returnsLikeInput: anyGeometry(returns) && takes.some((kind) => geometries.includes(kind)),
        aliases: [...fn.aliases, ...(fn.exportName === fn.name ? [] : [fn.exportName])],
        bundleGzip: cost === null ? null : indexFigure(cost),
      };
    });
}

function bundleLegend(context: PageContext): PhrasingContent[] {
  const costs = context.model.functions
    .map((fn) => context.bundleCost(fn.name))
    .filter((cost): cost is FunctionBundleCost => cost !== null);
  if (costs.length === 0) return [];
  const whole = costs.find((cost) => cost.wholeLibrary !== null)?.wholeLibrary;
  if (!whole)
    return [text(' Beside each is what importing it from '), inlineCode('@turf/turf'), text(' adds to a browser bundle, gzipped.')];
  return [
    text(' Beside each is what importing it from its own package adds to a browser bundle, gzipped: imported from '),
    inlineCode('@turf/turf'),
    text(
      `, any function of this release adds ${formatByteRange(whole.lightest.gzip, whole.heaviest.gzip)}, as a function's page explains.`,
    ),
  ];
}

export function buildIndexPage(context: PageContext, knownNames: readonly string[]): Page {
  const { model } = context;
  const entries = indexEntries(context);
  const used = new Set(entries.map((entry) => entry.category));
  const props: ApiIndexProps = {
    docsPath: model.docsPath,
    turfVersion: model.turfVersion,
    categories: categoryOrder.filter((category) => used.has(category)),
    entries,
  };
  return {
    path: 'api/index.mdx',
    frontMatter: {
      title: `API reference`,
      sidebar_label: 'All functions',
      description: `Every function of Turf ${model.turfVersion} by category, filterable by name and by the GeoJSON it takes and returns.`,
      api_page: 'index' satisfies ApiPageKind,
      hide_table_of_contents: true,
      pagination_prev: null,
      sidebar_custom_props: { category: null, index: true },
    },
    content: [
      importDefault('ApiIndex', '@theme/ApiIndex'),
      importDefault('ApiHashLinks', '@theme/ApiHashLinks'),
      heading(1, text(`Turf ${model.turfVersion} API reference`)),
      jsxFlow('ApiHashLinks', { names: knownNames, apiPath: `${model.docsPath}/api` }),
      paragraph(
        text(`All ${entries.length} functions of `),
        inlineCode('@turf/turf'),
        text(` ${model.turfVersion}, by category. Filter them by name or description, or by the GeoJSON they take and return.`),
        ...bundleLegend(context),
      ),
      jsxFlow('ApiIndex', { ...props }),
    ],
  };
}
