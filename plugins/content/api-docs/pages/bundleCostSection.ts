/** The bundle cost section, in plain Markdown so it reads the same in the page's Markdown copy and in search. */
import type { PhrasingContent, RootContent } from 'mdast';

import { formatByteRange, formatBytes } from '../bundle-cost/format';
import { methodSentence } from '../bundle-cost/method';
import type { BundleMeasure, PackageBytes } from '../bundle-cost/types';
import type { ApiFunction } from '../model/types';
import type { PageContext } from './context';
import { inlineCode, paragraph, text } from './mdast';

/** `` `a` (1.0 KB minified), `b` (2.0 KB) and `c` (3.0 KB) ``. */
function packageList(packages: readonly PackageBytes[]): PhrasingContent[] {
  return packages.flatMap((entry, index) => [
    ...(index === 0 ? [] : [text(index === packages.length - 1 ? ' and ' : ', ')]),
    inlineCode(entry.name),
    text(` (${formatBytes(entry.minified)}${index === 0 ? ' minified' : ''})`),
  ]);
}

/** ", mostly `@turf/jsts` (264 KB minified)". */
function mostlyFrom(bundle: BundleMeasure, ownPackage: string): PhrasingContent[] {
  const dependencies = bundle.heaviest.filter((entry) => entry.name !== ownPackage);
  if (dependencies.length === 0) return [];
  const share = dependencies.reduce((sum, entry) => sum + entry.minified, 0) / bundle.minified;
  return [text(share >= 0.5 ? ', mostly ' : ', including '), ...packageList(dependencies)];
}

const sizes = (bundle: BundleMeasure) => `(${formatBytes(bundle.minified)} minified, ${formatBytes(bundle.brotli)} brotli)`;

export function bundleCostSection(fn: ApiFunction, context: PageContext): RootContent[] {
  if (fn.internal) return [];
  const cost = context.bundleCost(fn.name);
  if (!cost) return [];
  const blocks: RootContent[] = [];
  if (cost.turf) {
    blocks.push(
      paragraph(
        text(`Adds about ${formatBytes(cost.turf.gzip)} (gzip) to a browser bundle ${sizes(cost.turf)} when imported from `),
        inlineCode('@turf/turf'),
        ...mostlyFrom(cost.turf, fn.packageName),
        text('.'),
      ),
    );
  }
  if (cost.wholeLibrary) {
    const { lightest, heaviest, extraPackages } = cost.wholeLibrary;
    blocks.push(
      paragraph(
        text('Imported from '),
        inlineCode('@turf/turf'),
        text(
          `, any function of Turf ${context.model.turfVersion} adds ${formatByteRange(lightest.gzip, heaviest.gzip)} (gzip) to a browser bundle ` +
            `(${formatByteRange(lightest.minified, heaviest.minified)} minified): esbuild keeps code of the other Turf packages that it cannot prove unused`,
        ),
        ...(extraPackages.length > 0 ? [text(', including '), ...packageList(extraPackages)] : []),
        text('.'),
      ),
    );
  }
  if (cost.standalone) {
    blocks.push(
      paragraph(
        text('Imported from '),
        inlineCode(cost.standalone.packageName),
        text(` alone, it adds about ${formatBytes(cost.standalone.gzip)} (gzip) to a bundle ${sizes(cost.standalone)}`),
        ...mostlyFrom(cost.standalone, fn.packageName),
        text('.'),
      ),
    );
  }
  blocks.push(paragraph(text(methodSentence)));
  return blocks;
}
