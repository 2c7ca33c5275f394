/** Says where a function not documented by this version is, so a reader from an old link never sees a 404. */
import type { PhrasingContent, RootContent } from 'mdast';

import type { NameStatus, VersionRef } from '../model/nameHistory';
import type { PageContext } from './context';
import { summary } from './markdown';
import { code, heading, importDefault, inlineCode, jsxFlow, link, paragraph, text } from './mdast';
import type { ApiPageKind, Page } from './serialize';

type StandInStatus = Exclude<NameStatus, { kind: 'page' }>;

const turfLabel = (ref: VersionRef) =>
  ref.versionLabel === ref.turfVersion ? `Turf ${ref.turfVersion}` : `Turf ${ref.turfVersion} (${ref.versionLabel})`;
const pageLink = (ref: VersionRef, name: string, ...label: PhrasingContent[]) => link(`${ref.docsPath}/api/${name}`, ...label);

function describe(name: string, status: StandInStatus, turfVersion: string): string {
  switch (status.kind) {
    case 'alias':
      return status.deprecated
        ? `${name} is a deprecated alias of ${status.target} in Turf ${turfVersion}.`
        : `@turf/turf ${turfVersion} exports ${status.target} as ${name}.`;
    case 'added':
      return `${name} was added in Turf ${status.first.turfVersion}; Turf ${turfVersion} does not have it.`;
    case 'removed':
      return `${name} was removed in Turf ${status.removedIn.turfVersion}${status.replacement ? `; use ${status.replacement}` : ''}.`;
    case 'standalone':
      return `${name} is not part of @turf/turf ${turfVersion}, but ${status.standalone.packageName}@${turfVersion} provides it.`;
    case 'internal':
      return `${name} was an internal helper of ${status.packageName}, documented up to Turf ${status.last.turfVersion}.`;
    case 'undocumented':
      return `@turf/turf ${turfVersion} exports ${name} from ${status.packageName}, but Turf does not document it.`;
  }
}

function body(name: string, status: StandInStatus, context: PageContext): RootContent[] {
  const here = context.model;
  const turf = `Turf ${here.turfVersion}`;
  switch (status.kind) {
    case 'alias': {
      const target = link(`${here.docsPath}/api/${status.target}`, inlineCode(status.target));
      return [
        paragraph(
          ...(status.deprecated
            ? [
                inlineCode('@turf/turf'),
                text(` ${here.turfVersion} exports `),
                inlineCode(name),
                text(' as a deprecated alias of '),
                target,
              ]
            : [inlineCode('@turf/turf'), text(` ${here.turfVersion} exports `), target, text(' under the name '), inlineCode(name)]),
          text('. Its documentation is on that page, which opens by itself.'),
        ),
      ];
    }
    case 'added':
      return [
        paragraph(inlineCode(name), text(` was added in Turf ${status.first.turfVersion}: ${turf} does not have it.`)),
        paragraph(
          text('Read it in '),
          pageLink(status.first, name, text(turfLabel(status.first))),
          ...(status.first.docsPath === status.newest.docsPath
            ? [text('.')]
            : [text(', the first version that has it, or in '), pageLink(status.newest, name, text(turfLabel(status.newest))), text('.')]),
        ),
      ];
    case 'removed':
      return [
        paragraph(
          inlineCode(name),
          text(` was removed in Turf ${status.removedIn.turfVersion}. The last version that has it is `),
          pageLink(status.last, name, text(turfLabel(status.last))),
          text('.'),
        ),
        ...(status.replacement
          ? [
              paragraph(
                text(`It was another name for ${status.replacement}: use `),
                link(`${here.docsPath}/api/${status.replacement}`, inlineCode(status.replacement)),
                text(' instead.'),
              ),
            ]
          : []),
      ];
    case 'standalone': {
      const { packageName, importStyle } = status.standalone;
      const importLine = importStyle === 'named' ? `import { ${name} } from "${packageName}";` : `import ${name} from "${packageName}";`;
      const about = summary(status.standalone.description);
      return [
        paragraph(
          inlineCode('@turf/turf'),
          text(` ${here.turfVersion} does not include `),
          inlineCode(name),
          text(', so '),
          inlineCode(`turf.${name}`),
          text(' is undefined there. Its own package is published at this exact version'),
          ...(about ? [text(`: ${about}`)] : [text('.')]),
        ),
        heading(2, text('Installation')),
        code('bash', `npm install ${packageName}@${here.turfVersion}`),
        code('js', importLine, `title="${packageName}"`),
        ...(status.first
          ? [
              paragraph(
                text(`From Turf ${status.first.turfVersion} it is part of `),
                inlineCode('@turf/turf'),
                text(': '),
                pageLink(status.first, name, text(`${name} in ${turfLabel(status.first)}`)),
                text('.'),
              ),
            ]
          : []),
      ];
    }
    case 'undocumented':
      return [
        paragraph(
          inlineCode('@turf/turf'),
          text(` ${here.turfVersion} exports `),
          inlineCode(name),
          text(' from '),
          inlineCode(status.packageName),
          text(', but Turf publishes no documentation for it: no description, parameters or examples. It may change without notice.'),
        ),
        heading(2, text('Installation')),
        code('bash', `npm install @turf/turf@${here.turfVersion}`),
        code('js', `import { ${name} } from "@turf/turf";`, 'title="@turf/turf"'),
      ];
    case 'internal':
      return [
        paragraph(
          inlineCode(name),
          text(' was an internal helper inside '),
          inlineCode(status.packageName),
          text('. Turf documented it up to '),
          pageLink(status.last, name, text(turfLabel(status.last))),
          text(', but '),
          inlineCode('@turf/turf'),
          text(` never exported it, and ${turf} no longer has it.`),
        ),
      ];
  }
}

export function buildStandInPage(name: string, status: StandInStatus, context: PageContext): Page {
  const redirectTo = status.kind === 'alias' ? `${context.model.docsPath}/api/${status.target}` : undefined;
  return {
    path: `api/${name}.mdx`,
    frontMatter: {
      title: name,
      sidebar_label: name,
      description: describe(name, status, context.model.turfVersion),
      api_page: `stand-in: ${status.kind}` satisfies ApiPageKind,
      displayed_sidebar: 'apiSidebar',
      pagination_prev: null,
      pagination_next: null,
      // `standIn` tells the search index and the tests this is not a documented function.
      sidebar_custom_props: { category: null, standIn: status.kind },
    },
    content: [
      importDefault('ApiStandIn', '@theme/ApiStandIn'),
      heading(1, text(name)),
      jsxFlow('ApiStandIn', { redirectTo }),
      ...body(name, status, context),
    ],
  };
}
