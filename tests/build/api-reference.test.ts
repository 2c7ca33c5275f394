/**
 * The generated API reference, checked against the exact Turf installs it documents. Runs after
 * `npm run build` (the build generates the pages); the expected sets are computed here from the
 * installed packages (their exports, READMEs and .d.ts files), independently of the generator.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

import { docsFolderOf, docsVersions, type DocsVersion } from '../../src/data/versions';
import { installFolder } from '../../turf-installs/releases';
import { generatorVersions } from '../../plugins/content/api-docs/index';
import { pageContext, pagesOf, readVersionModel } from '../../plugins/content/api-docs/generate';
import { serializePage } from '../../plugins/content/api-docs/pages/serialize';
import { startSite, type Site } from '../browser/harness';

const docsFolder = (version: DocsVersion) => docsFolderOf(version.name);
const nodeModules = (version: DocsVersion) => join(installFolder(version.turfVersion), 'node_modules');

/** Front matter and body of every generated function page, stand-ins included (api/*.mdx, not the index, types or constants). */
function functionPages(version: DocsVersion): Map<string, string> {
  const folder = join(docsFolder(version), 'api');
  assert.ok(existsSync(folder), `${folder} is missing: run \`npm run build\` (it generates the API pages)`);
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.mdx') && !isIndex(file.replace(/\.mdx$/, '')))
      .map((file) => [file.replace(/\.mdx$/, ''), readFileSync(join(folder, file), 'utf8')]),
  );
}

const isInternalHelper = (page: string) => /^sidebar_custom_props: \{"category":null\}$/m.test(page);
/** A short page for a name this version does not document (added later, removed, alias, standalone, former helper). */
const standInKind = (page: string) => /^sidebar_custom_props: \{"category":null,"standIn":"(\w+)"\}$/m.exec(page)?.[1] ?? null;
const isIndex = (name: string) => name === 'index';

/**
 * Exports of @turf/turf that Turf documents: function exports with a section in one of the
 * install's package READMEs (Turf generates them from the JSDoc). A section whose name is not an
 * export (`rbush`) documents its package's default export.
 */
function documentedExports(version: DocsVersion): Map<string, string> {
  const modules = nodeModules(version);
  const load = createRequire(join(process.cwd(), modules, 'package.json'));
  const turf = load('@turf/turf') as Record<string, unknown>;
  const expected = new Map<string, string>(); // page name -> export name
  for (const folder of readdirSync(join(modules, '@turf'))) {
    const readme = join(modules, '@turf', folder, 'README.md');
    if (!existsSync(readme)) continue;
    const sections = [...readFileSync(readme, 'utf8').matchAll(/^## (\w+)\s*$/gm)].map((match) => match[1]!);
    const main = (load(`@turf/${folder}`) as { default?: unknown }).default;
    const mainExport = Object.keys(turf).find((name) => typeof main === 'function' && turf[name] === main);
    for (const section of sections) {
      if (typeof turf[section] === 'function') {
        expected.set(section, section);
      } else if (mainExport && !sections.includes(mainExport) && /^[a-z]/.test(section)) {
        // The package's main function, documented under another name.
        expected.set(section, mainExport);
      }
    }
  }
  return expected;
}

/** Every export of the version's @turf/turf whose value is a function, documented or not. */
function functionExports(version: DocsVersion): string[] {
  const turf = createRequire(join(process.cwd(), nodeModules(version), 'package.json'))('@turf/turf') as Record<string, unknown>;
  return Object.keys(turf).filter((name) => typeof turf[name] === 'function');
}

/** Parameter names of an exported function in a package's .d.ts (null: destructured). */
function declaredParams(packageDir: string, exportName: string): (string | null)[] | null {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const file = join(packageDir, manifest.types ?? manifest.typings ?? 'index.d.ts');
  if (!existsSync(file)) return null;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let localName = exportName;
  let defaultName: string | null = null;
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        if (element.name.text === exportName) localName = (element.propertyName ?? element.name).text;
      }
    }
    if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression)) defaultName = statement.expression.text;
  }
  for (const name of [localName, defaultName]) {
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
        return statement.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : null));
      }
    }
  }
  return null;
}

/** Top-level parameter names, in order, from a page's Parameters table. */
function tableParams(page: string): string[] {
  const section = /^## Parameters\n([\s\S]*?)(?=^## )/m.exec(page)?.[1] ?? '';
  // Rows are indented inside <ApiParameters>.
  return [...section.matchAll(/^ *\| `([^`.]+)` \|/gm)].map((match) => match[1]!);
}

describe('API reference', () => {
  for (const version of docsVersions) {
    describe(`${version.label} (Turf ${version.turfVersion})`, () => {
      const pages = functionPages(version);

      it('has one page per documented export, no more, no less', () => {
        const expected = documentedExports(version);
        const actual = [...pages].filter(([, page]) => !isInternalHelper(page) && !standInKind(page)).map(([name]) => name);
        const missing = [...expected.keys()].filter((name) => !pages.has(name));
        const extra = actual.filter((name) => !expected.has(name));
        assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
        assert.ok(expected.size > 150, `only ${expected.size} documented exports found`);
      });

      it('gives pages without a sidebar entry only to the known internal helpers', () => {
        const internal = [...pages].filter(([, page]) => isInternalHelper(page)).map(([name]) => name);
        assert.ok(internal.every((name) => ['mean', 'pt', 'variance'].includes(name)), internal.join());
        for (const name of internal) assert.match(pages.get(name)!, /:::note\[Internal helper\]/);
      });

      it('has a page or a stand-in for every function name any version documents or exports', () => {
        // From the installs, not the generator: every function export, every README section name, the helpers Turf listed.
        const everyName = new Set([
          ...docsVersions.flatMap((other) => functionExports(other)),
          ...docsVersions.flatMap((other) => [...documentedExports(other).keys()]),
          'mean',
          'pt',
          'variance',
        ]);
        for (const alias of ['radians2degrees', 'bezier', 'inside']) assert.ok(everyName.has(alias), `6.5.0's alias ${alias} is not an export`);
        const missing = [...everyName].filter((name) => !pages.has(name));
        assert.deepEqual(missing, []);
      });

      it('installs each standalone package it documents at exactly this version, as pinned from the registry', () => {
        const standalone = [...pages].filter(([, page]) => standInKind(page) === 'standalone');
        if (version.turfVersion === '6.5.0') {
          assert.deepEqual(standalone.map(([name]) => name).sort(), ['booleanConcave', 'booleanTouches', 'booleanValid', 'rectangleGrid']);
        }
        const lock = JSON.parse(readFileSync(join(installFolder(version.turfVersion), 'package-lock.json'), 'utf8')) as {
          packages: Record<string, { version?: string; integrity?: string }>;
        };
        for (const [name, page] of standalone) {
          const packageName = /npm install (@turf\/[\w-]+)@/.exec(page)?.[1];
          assert.ok(packageName, `${name}: no install line`);
          const locked = lock.packages[`node_modules/${packageName}`];
          assert.equal(locked?.version, version.turfVersion, `${packageName} in the lockfile`);
          // npm ci checks the tarball against this digest, which pin.ts took from the registry.
          assert.match(locked?.integrity ?? '', /^sha512-/, `${packageName} has no registry digest in the lockfile`);
          const load = createRequire(join(process.cwd(), nodeModules(version), 'package.json'));
          assert.equal((load(`${packageName}/package.json`) as { version: string }).version, version.turfVersion);
          assert.equal((load('@turf/turf') as Record<string, unknown>)[name], undefined, `@turf/turf ${version.turfVersion} has ${name}`);
        }
      });

      it("lists parameters with the .d.ts names, in the .d.ts order", () => {
        let compared = 0;
        for (const [name, page] of pages) {
          if (isInternalHelper(page) || standInKind(page)) continue;
          const packageName = /npm install (@turf\/[\w-]+)@/.exec(page)?.[1];
          const exportName = /^turf\.(\w+)\(/m.exec(page)?.[1];
          assert.ok(packageName && exportName, `${name}: no installation section`);
          const declared = declaredParams(join(nodeModules(version), packageName), exportName);
          if (!declared) continue;
          const listed = tableParams(page);
          assert.equal(listed.length, declared.length, `${name}: ${listed} vs ${declared}`);
          declared.forEach((declaredName, index) => {
            if (declaredName !== null) assert.equal(listed[index], declaredName, `${name} parameter ${index}`);
          });
          compared += 1;
        }
        assert.ok(compared > 130, `only ${compared} functions had declarations to compare`);
      });

      it('leaves no JSDoc inline tag in a page, and no link to an address with its brace or label in it', () => {
        // Turf's citations use `doi:{@link https://doi.org/…|label}` (center-median, standard-deviational-ellipse).
        const leftovers = [...pages].flatMap(([name, page]) => {
          const tags = page.match(/\{@(?:link|linkcode|linkplain|tutorial)\b[^}\n]*\}?/g) ?? [];
          const urls = [...page.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1]!).filter((url) => /[{}|]/.test(url));
          return [...tags, ...urls].map((found) => `${name}: ${found}`);
        });
        assert.deepEqual(leftovers, []);
        assert.match(pages.get('standardDeviationalEllipse') ?? '', /\[10\.2307\/490885\]\(https:\/\/doi\.org\/10\.2307\/490885\)/);
      });
    });
  }

  it('generates the same model and pages twice', async () => {
    const version = generatorVersions().find((candidate) => candidate.versionLabel === '7.2.0')!;
    const [first, second] = [await readVersionModel(version, process.cwd()), await readVersionModel(version, process.cwd())];
    assert.equal(JSON.stringify(first), JSON.stringify(second));
    const render = (model: typeof first) =>
      pagesOf(model, pageContext(model, [model]), '6.5.0').map((page) => serializePage(page)).join('\n');
    assert.equal(render(first), render(second));
  });
});

describe('API pages in the built site', () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site?.stop();
  });

  // A documented function's page is indexed; a stand-in (a name the version does not document) is not.
  const functionFacts: Array<[path: string, documented: boolean]> = [
    ['/docs/7.0.0/api/azimuthToBearing', false],
    ['/docs/7.1.0/api/azimuthToBearing', true],
    ['/docs/6.5.0/api/booleanTouches', false],
    ['/docs/7.0.0/api/booleanTouches', true],
    ['/docs/7.1.0/api/pointToPolygonDistance', false],
    ['/docs/api/pointToPolygonDistance', true],
    ['/docs/7.2.0/api/directionalMean', false],
    ['/docs/7.3.5/api/directionalMean', true],
    ['/docs/7.3.5/api/removeBbox', false],
    ['/docs/api/removeBbox', true],
    ['/docs/api/rbush', true],
    ['/docs/api/geojsonRbush', false],
    ['/docs/6.5.0/api/bezier', false],
    ['/docs/6.5.0/api/bezierSpline', true],
    ['/docs/api/pt', false],
    ['/docs/7.1.0/api/pt', true],
  ];

  for (const [path, documented] of functionFacts) {
    it(`${path} answers 200 with ${documented ? 'its documentation' : 'a noindex stand-in'}`, async () => {
      const response = await fetch(`${site.baseUrl}${path}`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.equal(/<meta[^>]* name=robots content=noindex/.test(html), !documented);
    });
  }

  const facts: Array<[path: string, status: number]> = [
    ['/docs/api/mean', 200],
    ['/docs/api/no-such-function', 404],
    // Types and constants introduced in 7.2.0's JSDoc.
    ['/docs/api/types/Units', 200],
    ['/docs/next/api/types/AllGeoJSON', 200],
    ['/docs/7.1.0/api/types/Units', 404],
    ['/docs/6.5.0/api/types/Units', 404],
    ['/docs/api/constants/earthRadius', 200],
    ['/docs/next/api/constants/factors', 200],
    ['/docs/7.1.0/api/constants/earthRadius', 404],
    // Types that every version's JSDoc documents (iterator callbacks).
    ['/docs/6.5.0/api/types/coordEachCallback', 200],
  ];

  for (const [path, status] of facts) {
    it(`${path} answers ${status}`, async () => {
      const response = await fetch(`${site.baseUrl}${path}`);
      assert.equal(response.status, status);
    });
  }

  it('shows 6.5.0 deprecated aliases on their successor page', async () => {
    const html = await (await fetch(`${site.baseUrl}/docs/6.5.0/api/bezierSpline`)).text();
    assert.match(html, /also exports this function as <code>bezier<\/code>/);
  });
});
