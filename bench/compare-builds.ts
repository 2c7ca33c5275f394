/**
 * `npx tsx bench/compare-builds.ts [rounds] [--pages=/a,/b] name=DIR name=DIR ...`: Lighthouse mobile on existing
 * builds (e.g. a build from before a change, kept with `npm run build -- --out-dir DIR`, against
 * one from after it), interleaved in rounds as bench/delivery.ts does; changes are against the
 * first build named. Prints the table and writes bench/compare-results.json.
 */
import { benchDelivery, deliveryPages, reportDelivery, type DeliveryVariant } from './delivery';

const [roundsArgument, ...rest] = process.argv.slice(2);
const pagesArgument = rest.find((argument) => argument.startsWith('--pages='));
const pages = pagesArgument ? pagesArgument.slice('--pages='.length).split(',') : deliveryPages;
const named = rest.filter((argument) => argument !== pagesArgument);
const variants: DeliveryVariant[] = named.map((argument) => {
  const [name, buildDir] = argument.split('=');
  if (!name || !buildDir) throw new Error(`"${argument}" is not name=DIR (a directory holding a build of the site)`);
  return { name, off: '', buildDir };
});
if (variants.length < 2) throw new Error('Name at least two builds: name=DIR name=DIR');
reportDelivery(benchDelivery(variants, Number(roundsArgument ?? 5), pages), 'bench/compare-results.json');
