/**
 * `npx tsx bench/compare-builds.ts [rounds] name=DIR name=DIR ...`: Lighthouse mobile on existing
 * builds (e.g. a build from before a change, kept with `npm run build -- --out-dir DIR`, against
 * one from after it), interleaved in rounds as bench/delivery.ts does; changes are against the
 * first build named. Prints the table and writes bench/compare-results.json.
 */
import { writeFileSync } from 'node:fs';

import { benchDelivery, deliveryRows, type DeliveryVariant } from './delivery';

const [roundsArgument, ...named] = process.argv.slice(2);
const variants: DeliveryVariant[] = named.map((argument) => {
  const [name, buildDir] = argument.split('=');
  if (!name || !buildDir) throw new Error(`"${argument}" is not name=DIR (a directory holding a build of the site)`);
  return { name, off: '', buildDir };
});
if (variants.length < 2) throw new Error('Name at least two builds: name=DIR name=DIR');
benchDelivery(variants, Number(roundsArgument ?? 5))
  .then((result) => {
    writeFileSync('bench/compare-results.json', `${JSON.stringify(result, null, 2)}\n`);
    const rows = deliveryRows(result);
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'));
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
