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

interface ModelParam {
  readonly name: string;
  readonly properties?: readonly ModelParam[];
}

/** The current version's function with the most parameter rows (nested options count), by name on a tie. */
function functionWithMostParameters(): { name: string; rows: number } {
  const file = '.generated/api-model/7.2.0.json';
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
          const layout = await table.evaluate((element) => {
            const viewport = document.documentElement.clientWidth;
            const body = Array.from(element.querySelectorAll('tbody tr')).map((row) => {
              const [nameCell, typeCell, description] = Array.from(row.children).map((cell) => cell.getBoundingClientRect());
              return { name: nameCell!, type: typeCell!, description: description! };
            });
            return {
              viewport,
              scrolls: element.scrollWidth > element.clientWidth + 1 || document.documentElement.scrollWidth > viewport,
              header: element.querySelector('thead')!.getBoundingClientRect().height,
              rows: body.map(({ name: nameCell, type, description }) => ({
                sameLine: Math.abs(nameCell.top - type.top) < 2,
                descriptionBelow: description.top >= Math.max(nameCell.bottom, type.bottom) - 1,
                descriptionInside: description.left >= 0 && description.right <= viewport + 0.5,
                descriptionWidth: description.width,
              })),
            };
          });
          assert.equal(layout.scrolls, false, 'nothing scrolls sideways');
          assert.ok(layout.header <= 1, 'the header row is out of sight');
          assert.equal(layout.rows.length, rows);
          for (const [index, row] of layout.rows.entries()) {
            assert.ok(row.sameLine, `row ${index}: name and type share a line`);
            assert.ok(row.descriptionBelow, `row ${index}: the description is under them`);
            assert.ok(row.descriptionInside, `row ${index}: the description is inside the screen`);
            assert.ok(row.descriptionWidth > layout.viewport * 0.7, `row ${index}: the description has the block's width`);
          }
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
