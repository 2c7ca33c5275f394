/**
 * How a parameters table is laid out on screen, measured in the page: each body row's name, type
 * and description boxes, and whether anything scrolls sideways. Run in chromium (narrow-screens)
 * and, as source text, in WebKit (engine-webkit), so both engines are held to the same layout.
 */
export function parameterTableLayout(element: Element) {
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
}

export type ParameterTableLayout = ReturnType<typeof parameterTableLayout>;

/** The assertions both engines share: blocks that fit the screen, the header row out of sight. */
export function assertStackedLayout(layout: ParameterTableLayout, rows: number, assert: typeof import('node:assert/strict')): void {
  assert.equal(layout.scrolls, false, 'nothing scrolls sideways');
  assert.ok(layout.header <= 1, 'the header row is out of sight');
  assert.equal(layout.rows.length, rows);
  for (const [index, row] of layout.rows.entries()) {
    assert.ok(row.sameLine, `row ${index}: name and type share a line`);
    assert.ok(row.descriptionBelow, `row ${index}: the description is under them`);
    assert.ok(row.descriptionInside, `row ${index}: the description is inside the screen`);
    assert.ok(row.descriptionWidth > layout.viewport * 0.7, `row ${index}: the description has the block's width`);
  }
}
