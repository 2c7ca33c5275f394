/**
 * `npx tsx bench/delivery-each-plugin.ts [rounds] [name=DELIVERY_OFF ...]`: every delivery plugin
 * off on its own against all on (and all off), Lighthouse mobile interleaved, medians of `rounds`
 * (default 5). Prints the table and writes bench/delivery-results.json. About an hour on two
 * cores. Variants given as `name=value` replace that list: "on" and each `DELIVERY_OFF` value,
 * e.g. `5 "route data only=route-chunks-in-pages,lazy-route-components,chunk-names"`.
 */
import { benchDelivery, eachPluginOff, reportDelivery, type DeliveryVariant } from './delivery';

const rounds = Number(process.argv[2] ?? 5);
const given: DeliveryVariant[] = process.argv.slice(3).map((argument) => {
  const [name, off = ''] = argument.split('=');
  return { name: name!, off };
});
reportDelivery(benchDelivery(given.length ? [{ name: 'on', off: '' }, ...given] : eachPluginOff, rounds), 'bench/delivery-results.json');
