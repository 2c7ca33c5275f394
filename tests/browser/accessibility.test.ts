/**
 * axe finds nothing on the main page types, in light and in dark mode, and those pages log no
 * console errors.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

import { useSiteUnderTest } from './harness';

const pages = [
  '/',
  '/docs/intro',
  '/docs/getting-started',
  '/docs/live-examples',
  '/docs/6.5.0/getting-started',
  '/docs/next/upgrade-guide',
  '/docs/api/along',
  '/docs/api/booleanPointInPolygon',
  '/docs/6.5.0/api/bezierSpline',
  '/docs/next/api/mean',
  '/docs/api/types/Units',
  '/docs/api/types/coordEachCallback',
  '/docs/api/constants/earthRadius',
  // API indexes: the whole list, a filtered one, and an older version's.
  '/docs/api',
  '/docs/api?takes=Polygon&returns=Point',
  '/docs/6.5.0/api',
  // Stand-ins for names a version does not document: a standalone package, a removed helper, an added function.
  '/docs/6.5.0/api/booleanValid',
  '/docs/api/pt',
  '/docs/7.0.0/api/azimuthToBearing',
  '/blog',
  '/blog/website-upgrade-docusaurus',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/turf-team',
  '/blog/tags',
  '/blog/tags/documentation',
  '/versions',
  '/playground',
  '/markdown-page',
  '/search?q=along',
  '/no/such/page',
  // A missing API page, with its suggestions (they appear after hydration).
  '/docs/api/bufer',
];

describe('accessibility', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  for (const mode of ['light', 'dark'] as const) {
    for (const path of pages) {
      it(`${path} has no axe violations in ${mode} mode`, async () => {
        await withPage(
          path,
          async (page) => {
            if (mode === 'dark') {
              await page.locator('.navbar button[aria-label^="Switch between dark and light mode"]').first().click();
            }
            assert.equal(await page.locator('html').getAttribute('data-theme'), mode);
            const results = await new AxeBuilder({ page }).analyze();
            const violations = results.violations.map(
              (violation) =>
                `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
                  .slice(0, 3)
                  .map((node) => node.target.join(' '))
                  .join(', ')}`,
            );
            assert.deepEqual(violations, []);
          },
          {},
          [/status of 404/],
        );
      });
    }
  }
});
