/** The Share and Report a bug links of an example: what they hold, and how they stay within what GitHub and hosts accept. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { issueLink, maxLinkLength, shareLink } from '../../plugins/features/live-examples/theme/ExampleSharing/links';
import { readPlaygroundQuery } from '../../plugins/features/live-examples/theme/Playground/playgroundUrl';
import type { ExampleOutcome } from '../../plugins/features/live-examples/runner/execute';

const site = 'https://turfjs.org';
const example = {
  turfVersion: '7.4.0',
  code: 'var p = turf.point([1, 2]);\nturf.getCoord(p);',
  origin: 'the getCoord example of /docs/api/getCoord',
};
const returned: ExampleOutcome = {
  ok: true,
  map: { layers: [], bounds: undefined, skipped: [] },
  shownValue: 'turf.getCoord(p)',
  result: { value: [1, 2], totalValues: 2, shownValues: 2 },
};
const threw: ExampleOutcome = {
  ok: false,
  error: { name: 'TypeError', message: 'coord is required', location: { line: 2, column: 6 } },
};

const bodyOf = (href: string) => new URL(href).searchParams.get('body')!;

describe('the share link', () => {
  it('reopens the same version and code in the playground', () => {
    const link = new URL(shareLink(site, example)!);
    assert.equal(link.origin + link.pathname, 'https://turfjs.org/playground');
    assert.deepEqual(readPlaygroundQuery(link.search, ['7.4.0', '7.2.0'], { turfVersion: '7.2.0', code: '' }), {
      turfVersion: '7.4.0',
      code: example.code,
    });
  });

  it('is not made when the code would make it too long to share', () => {
    assert.equal(shareLink(site, { ...example, code: 'x'.repeat(maxLinkLength) }), undefined);
  });
});

describe('the bug report link', () => {
  it('holds the version, where it came from, the code, the result and the share link', () => {
    const { href, codeLeftOut } = issueLink(site, example, returned);
    assert.equal(codeLeftOut, false);
    assert.match(new URL(href).searchParams.get('title')!, /Turf 7\.4\.0/);
    const body = bodyOf(href);
    assert.match(body, /\*\*Turf version:\*\* 7\.4\.0/);
    assert.match(body, /the getCoord example of \/docs\/api\/getCoord/);
    assert.ok(body.includes('```js\nvar p = turf.point([1, 2]);\nturf.getCoord(p);\n```'), body);
    assert.ok(body.includes('**Result of `turf.getCoord(p)`:**\n```\n[1,2]\n```'), body);
    assert.ok(body.includes(`**Run it in the playground:** ${shareLink(site, example)}`), body);
  });

  it('holds the error, with its line, when the example threw', () => {
    assert.ok(
      bodyOf(issueLink(site, example, threw).href).includes('**Error:**\n```\nTypeError: coord is required (line 2, column 6)\n```'),
    );
  });

  it('keeps code holding backticks inside its fence', () => {
    const code = 'var s = `a ``` b`;';
    const body = bodyOf(issueLink(site, { ...example, code }, returned).href);
    assert.ok(body.includes(`\`\`\`\`js\n${code}\n\`\`\`\``), body);
  });

  it('cuts a long result and says how long it was', () => {
    const long: ExampleOutcome = { ...returned, result: { value: 'y'.repeat(5000), totalValues: 1, shownValues: 1 } } as ExampleOutcome;
    assert.match(bodyOf(issueLink(site, example, long).href), /y… \(cut: 5,002 characters in all\)/);
  });

  it('drops the share link first, then the code, saying so, and stays under the limit', () => {
    const medium = { ...example, code: `var line = turf.lineString([${'[1, 2], '.repeat(300)}[3, 4]]);` };
    const withoutShare = issueLink(site, medium, returned);
    assert.ok(withoutShare.href.length <= maxLinkLength);
    assert.equal(withoutShare.codeLeftOut, false);
    assert.match(bodyOf(withoutShare.href), /too long for a playground link, so it is only above/);
    assert.ok(bodyOf(withoutShare.href).includes(medium.code));

    const huge = { ...example, code: `// ${'h'.repeat(20_000)}` };
    const withoutCode = issueLink(site, huge, returned);
    assert.ok(withoutCode.href.length <= maxLinkLength);
    assert.equal(withoutCode.codeLeftOut, true);
    assert.match(
      bodyOf(withoutCode.href),
      /The code \(20,003 characters\) is too long for this link: it has been copied, please paste it here\./,
    );
  });
});
