/**
 * `npx tsx bench/compare-map-render.ts [rounds] name=DIR name=DIR ...`: the live examples' "map in
 * view to features drawn" time (bench/live-examples.ts) on existing builds, served side by side
 * and measured in interleaved rounds (A, B, A, B...), cold (a fresh profile) and warm (reloaded).
 * Prints each build's medians and their ratio to the first build's.
 */
import { launchBrowser, startSite } from '../tests/browser/harness';
import { apiPage, openSettled, timeMapRender, viewport } from './live-examples';
import { median } from './stats';

void (async () => {
  const [roundsArgument, ...named] = process.argv.slice(2);
  const builds = named.map((argument) => {
    const [name, buildDir] = argument.split('=');
    if (!name || !buildDir) throw new Error(`"${argument}" is not name=DIR (a directory holding a build of the site)`);
    return { name, buildDir };
  });
  if (builds.length < 2) throw new Error('Name at least two builds: name=DIR name=DIR');
  const rounds = Number(roundsArgument ?? 7);
  const sites = await Promise.all(builds.map(({ buildDir }) => startSite(buildDir)));
  const browser = await launchBrowser();
  const times = builds.map(() => ({ cold: [] as number[], warm: [] as number[] }));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [index, site] of sites.entries()) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await openSettled(page, `${site.baseUrl}${apiPage}`);
        times[index]!.cold.push(await timeMapRender(page));
        await openSettled(page, `${site.baseUrl}${apiPage}`);
        times[index]!.warm.push(await timeMapRender(page));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all(sites.map((site) => site.stop()));
  }
  const first = { cold: median(times[0]!.cold), warm: median(times[0]!.warm) };
  console.log(`Map in view to features drawn on ${apiPage}, medians of ${rounds} interleaved rounds`);
  for (const [index, { name }] of builds.entries()) {
    const cold = median(times[index]!.cold);
    const warm = median(times[index]!.warm);
    console.log(
      `${name.padEnd(12)} cold ${cold.toFixed(0).padStart(5)} ms (x${(cold / first.cold).toFixed(2)})   warm ${warm.toFixed(0).padStart(5)} ms (x${(warm / first.warm).toFixed(2)})   runs cold ${times[index]!.cold.map((ms) => ms.toFixed(0)).join(' ')} | warm ${times[index]!.warm.map((ms) => ms.toFixed(0)).join(' ')}`,
    );
  }
})();
