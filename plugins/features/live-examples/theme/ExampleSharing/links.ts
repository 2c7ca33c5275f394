/**
 * The links an example shares: a playground address holding the version and the code, and a new
 * Turf issue filled with the version, the code, what it returned or threw, and that address.
 * GitHub answers 414 to addresses much over 8 KB, and some hosts cap request lines near there, so
 * both links stay under `maxLinkLength`; what does not fit is said in the issue, never cut silently.
 */
import type { ExampleOutcome } from '../../runner/execute';
import { playgroundHref } from '../Playground/playgroundUrl';

export const maxLinkLength = 8000;

/** Results are long (a grid is thousands of numbers): the start says enough for a report. */
const maxResultLength = 1500;

export const newIssueUrl = 'https://github.com/Turfjs/turf/issues/new';

export interface SharedExample {
  readonly turfVersion: string;
  readonly code: string;
  /** Where the example is, for the report ("the along page, example 1"), or the playground. */
  readonly origin: string;
}

/** The playground address of the code, or undefined when it would be too long to share as a link. */
export function shareLink(siteUrl: string, example: Pick<SharedExample, 'turfVersion' | 'code'>): string | undefined {
  const link = new URL(playgroundHref(example), siteUrl).href;
  return link.length <= maxLinkLength ? link : undefined;
}

function outcomeText(outcome: ExampleOutcome | undefined): { heading: string; text: string } {
  if (!outcome) return { heading: 'Result', text: '(not run yet)' };
  if (!outcome.ok) {
    const { name, message, location } = outcome.error;
    return { heading: 'Error', text: `${name}: ${message}${location ? ` (line ${location.line}, column ${location.column})` : ''}` };
  }
  const value = outcome.result.value;
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return {
    heading: `Result${outcome.shownValue ? ` of \`${outcome.shownValue}\`` : ''}`,
    text:
      text.length > maxResultLength
        ? `${text.slice(0, maxResultLength)}… (cut: ${text.length.toLocaleString('en')} characters in all)`
        : text,
  };
}

/** A fence longer than any run of backticks in the text, so code holding ``` cannot close it. */
function fenced(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

export interface IssueLink {
  readonly href: string;
  /** The code did not fit in the link: the reader is told to paste it, and the page copies it for them. */
  readonly codeLeftOut: boolean;
}

export function issueLink(siteUrl: string, example: SharedExample, outcome: ExampleOutcome | undefined): IssueLink {
  const share = shareLink(siteUrl, example);
  const { heading, text } = outcomeText(outcome);
  const title = `Unexpected result from an example on Turf ${example.turfVersion}`;
  const body = (code: string, link: string) =>
    [
      `**Turf version:** ${example.turfVersion}`,
      `**Where:** ${example.origin}`,
      '',
      '**What I expected:** (please describe)',
      '',
      '**Code:**',
      code,
      '',
      `**${heading}:**`,
      fenced(text),
      '',
      link,
      '',
      '_Filled in by the Report a bug link of the Turf docs._',
    ].join('\n');
  const href = (code: string, link: string) => `${newIssueUrl}?${new URLSearchParams({ title, body: body(code, link) })}`;
  const codeBlock = fenced(example.code, 'js');
  const candidates: { href: string; codeLeftOut: boolean }[] = [
    { href: href(codeBlock, share ? `**Run it in the playground:** ${share}` : ''), codeLeftOut: false },
    {
      href: href(codeBlock, '_The code is too long for a playground link, so it is only above._'),
      codeLeftOut: false,
    },
    {
      href: href(
        `_The code (${example.code.length.toLocaleString('en')} characters) is too long for this link: it has been copied, please paste it here._`,
        '',
      ),
      codeLeftOut: true,
    },
  ];
  return candidates.find((candidate) => candidate.href.length <= maxLinkLength) ?? candidates.at(-1)!;
}
