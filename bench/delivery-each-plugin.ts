/**
 * `npx tsx bench/delivery-each-plugin.ts [rounds] [name=DELIVERY_OFF ...]`: every delivery plugin
 * off on its own against all on (and all off), Lighthouse mobile interleaved, medians of `rounds`
 * (default 5). Prints the table and writes bench/delivery-results.json. About an hour on two
 * cores. Variants given as `name=value` replace that list: "on" and each `DELIVERY_OFF` value,
 * e.g. `5 "route data only=route-chunks-in-pages,lazy-route-components,chunk-names"`.
 */
import { writeFileSync } from 'node:fs';

import { benchDelivery, deliveryRows, eachPluginOff, type DeliveryVariant } from './delivery';

const rounds = Number(process.argv[2] ?? 5);
const given: DeliveryVariant[] = process.argv.slice(3).map((argument) => {
  const [name, off = ''] = argument.split('=');
  return { name: name!, off };
});
benchDelivery(given.length ? [{ name: 'on', off: '' }, ...given] : eachPluginOff, rounds)
  .then((result) => {
    writeFileSync('bench/delivery-results.json', `${JSON.stringify(result, null, 2)}\n`);
    const rows = deliveryRows(result);
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'));
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
