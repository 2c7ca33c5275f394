/**
 * "Copy page as Markdown" on docs pages: it puts the page's Markdown copy on the clipboard, says
 * so in a polite status message, answers the keyboard, and says why when it cannot.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { useSiteUnderTest } from './harness';

const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

describe('Copy page as Markdown', () => {
  const { withPage } = useSiteUnderTest({ before, after });

  for (const path of ['/docs/api/along', '/docs/6.5.0/getting-started', '/docs/next/api']) {
    it(`copies ${path}.md from the keyboard and announces it`, async () => {
      await withPage(
        path,
        async (page) => {
          const button = page.getByRole('button', { name: 'Copy page as Markdown' });
          await button.focus();
          await page.keyboard.press('Enter');
          const status = page.getByRole('status').filter({ hasText: 'Copied the page as Markdown.' });
          await status.waitFor({ timeout: 10_000 });
          const copied = await page.evaluate(() => navigator.clipboard.readText());
          const served = await page.evaluate(async (address) => (await fetch(address)).text(), `${path}.md`);
          assert.equal(copied, served);
          assert.match(copied, /^# .+\n\n> From the Turf\.js docs for Turf \d/);
          assert.equal(
            await page.evaluate(() => document.activeElement?.textContent),
            'Copy page as Markdown',
            'focus stays on the button',
          );
          // The copy's address is announced to tools in the head too.
          assert.equal(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href'), `${path}.md`);
        },
        clipboard,
      );
    });
  }

  it('says why when the copy cannot be fetched, and keeps the link to it', async () => {
    await withPage(
      '/docs/api/along',
      async (page) => {
        await page.route('**/docs/api/along.md', (route) => route.fulfill({ status: 503, body: 'busy' }));
        await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
        const status = page.getByRole('status').filter({ hasText: 'Could not copy' });
        await status.waitFor({ timeout: 10_000 });
        assert.equal((await status.innerText()).trim(), 'Could not copy: the server answered 503. Open the Markdown instead.');
        assert.equal(await page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href'), '/docs/api/along.md');
      },
      clipboard,
      [/503/],
    );
  });
});
