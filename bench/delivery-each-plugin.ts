/**
 * `npx tsx bench/delivery-each-plugin.ts [rounds]`: every delivery plugin off on its own against
 * all on (and all off), Lighthouse mobile interleaved, medians of `rounds` (default 5). Prints the
 * table and writes bench/delivery-results.json. About an hour on two cores.
 */
import { writeFileSync } from 'node:fs';

import { benchDelivery, deliveryRows, eachPluginOff } from './delivery';

const rounds = Number(process.argv[2] ?? 5);
benchDelivery(eachPluginOff, rounds)
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
