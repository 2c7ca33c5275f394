/**
 * Parameter tables on a 390 px phone: each parameter is a block (name and type on one line, the
 * description under them) that fits the screen, where three columns cut the description off; and
 * a screen reader still finds a table of rows and cells. Checked on `along` and on the function
 * with the most parameter rows, read from the API model the build generated.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

import { useSiteUnderTest } from './harness';
import { assertStackedLayout, parameterTableLayout } from './parameterTableLayout';
import { currentVersion } from '../../src/data/versions';

interface ModelParam {
  readonly name: string;
  readonly properties?: readonly ModelParam[];
}

/** The current version's function with the most parameter rows (nested options count), by name on a tie. */
function functionWithMostParameters(): { name: string; rows: number } {
  const file = `.generated/api-model/${currentVersion.name}.json`;
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (api-docs writes it).`);
  const model = JSON.parse(readFileSync(file, 'utf8')) as { functions: { name: string; params: ModelParam[] }[] };
  const rows = (param: ModelParam): number => 1 + (param.properties ?? []).reduce((sum, property) => sum + rows(property), 0);
  const counted = model.functions.map((fn) => ({ name: fn.name, rows: fn.params.reduce((sum, param) => sum + rows(param), 0) }));
  counted.sort((a, b) => b.rows - a.rows || a.name.localeCompare(b.name));
  return counted[0]!;
}

/** The accessibility tree's view of the parameters table (chromium's own roles, through DevTools). */
async function tableSemantics(page: Page): Promise<{ table: string; rows: number; headers: number; cells: number }> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h2#parameters ~ div table' });
  const query = async (role: string) => (await cdp.send('Accessibility.queryAXTree', { nodeId, role })).nodes.length;
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const semantics = {
    table: String(nodes[0]?.role?.value),
    rows: await query('row'),
    headers: await query('columnheader'),
    cells: await query('cell'),
  };
  await cdp.detach();
  return semantics;
}

describe('parameter tables on narrow screens', () => {
  const { withPage } = useSiteUnderTest({ before, after });
  const most = functionWithMostParameters();

  for (const [name, rows] of [
    ['along', 4],
    [most.name, most.rows],
  ] as const) {
    it(`${name}: ${rows} parameters as blocks that fit 390 px, still a table to assistive technology`, async () => {
      await withPage(
        `/docs/api/${name}`,
        async (page) => {
          const table = page.locator('h2#parameters ~ div table').first();
          assertStackedLayout(await table.evaluate(parameterTableLayout), rows, assert);
          assert.deepEqual(await tableSemantics(page), { table: 'table', rows: rows + 1, headers: 3, cells: rows * 3 });
        },
        { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
      );
    });
  }

  it('stays a three-column table with its header row on a wide screen', async () => {
    await withPage(
      '/docs/api/along',
      async (page) => {
        const table = page.locator('h2#parameters ~ div table').first();
        const shape = await table.evaluate((element) => ({
          header: element.querySelector('thead')!.getBoundingClientRect().height,
          tops: Array.from(element.querySelector('tbody tr')!.children).map((cell) => Math.round(cell.getBoundingClientRect().top)),
        }));
        assert.ok(shape.header > 20, 'the header row shows');
        assert.equal(new Set(shape.tops).size, 1, 'the cells of a row side by side');
        assert.deepEqual(await tableSemantics(page), { table: 'table', rows: 5, headers: 3, cells: 12 });
      },
      { viewport: { width: 1280, height: 900 } },
    );
  });
});
