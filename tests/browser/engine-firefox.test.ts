/**
 * The reader journeys (engines/readerJourneys.ts) in Firefox ESR, which has no WebGL here: so this is
 * also the suite of a reader without WebGL2, whose maps say why they cannot draw while the code,
 * Run and the result keep working.
 */
import { after, before, describe, it } from 'node:test';

import { startSite, type Site } from './harness';
import type { EnginePage } from './engines/enginePage';
import { launchFirefox } from './engines/firefox';
import { editInPlayground, openEveryKind, runExample, samplePages, sandboxHolds, searchFromModal } from './engines/readerJourneys';

describe('Firefox', () => {
  let site: Site;
  let page: EnginePage;
  before(async () => {
    site = await startSite();
    page = await launchFirefox(site.baseUrl);
  });
  after(async () => {
    await page?.close();
    await site?.stop();
  });

  it('opens one page of each kind with no error and no crash screen, each version running its own examples', async () => {
    await openEveryKind(page, samplePages());
  });

  it('runs an example and shows what it returned; the map, without WebGL2, says why it is not drawn', async () => {
    await runExample(page, 'unavailable');
  });

  it('runs an edit in the playground', async () => {
    await editInPlayground(page);
  });

  it('searches from the modal', async () => {
    await searchFromModal(page);
  });

  it('keeps examples off the network and stops one that never ends, the page still answering', async () => {
    await sandboxHolds(page);
  });
});
