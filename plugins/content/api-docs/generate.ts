/** The API generator. Every version's model is built first: each function page shows its history across versions. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { startBundleCosts } from './bundle-cost/index';
import type { VersionBundleCost } from './bundle-cost/types';
import { functionBundleCost } from './bundle-cost/view';
import { buildVersionModel, type VersionInfo } from './model/toModel';
import { functionHistory } from './model/history';
import { nameTable, type NameTable } from './model/nameHistory';
import type { VersionModel } from './model/types';
import { readDeclaredParams, type DeclaredParams } from './read/declarations';
import { readTurfExports, type TurfExports } from './read/exports';
import { readComments } from './read/jsdoc';
import { sourcesOfPackage, turfPackages } from './read/sources';
import { standaloneExport, standalonePackages } from './read/standalone';
import { buildConstantPage } from './pages/buildConstantPage';
import { buildFunctionPage } from './pages/buildFunctionPage';
import { buildIndexPage } from './pages/buildIndexPage';
import { buildStandInPage } from './pages/buildStandInPage';
import { buildTypePage } from './pages/buildTypePage';
import type { PageContext } from './pages/context';
import type { Page } from './pages/serialize';
import { writePages, type WriteResult } from './write';
import { writeApiPageTrees } from './pageTrees';
import { tasksOf } from './pages/tasksSection';

export interface GeneratorVersion extends VersionInfo {
  readonly docsFolder: string;
  readonly nodeModules: string;
}

export interface GenerateOptions {
  readonly siteDir: string;
  /** Newest first. */
  readonly versions: readonly GeneratorVersion[];
  readonly modelDir: string;
  readonly bundleCostDir: string;
  readonly log: (message: string) => void;
}

export interface GeneratedVersion {
  readonly model: VersionModel;
  readonly bundleCost: VersionBundleCost;
  readonly pages: number;
  readonly result: WriteResult;
}

export async function readVersionModel(version: GeneratorVersion, siteDir: string): Promise<VersionModel> {
  const nodeModules = join(siteDir, version.nodeModules);
  if (!existsSync(join(nodeModules, '@turf/turf/package.json'))) {
    throw new Error(
      `${version.nodeModules}/@turf/turf is missing: the API docs of ${version.versionLabel} are built from it. Run \`npm install\` (it installs every documented Turf release).`,
    );
  }
  const scratch = mkdtempSync(join(tmpdir(), `turf-api-${version.turfVersion}-`));
  try {
    const sources = turfPackages(nodeModules).flatMap((name) => sourcesOfPackage(nodeModules, name, scratch));
    const comments = await readComments(sources);
    const declarations = new Map<string, Map<string, DeclaredParams>>();
    const declarationsOf = (packageName: string) => {
      if (!declarations.has(packageName)) declarations.set(packageName, readDeclaredParams(join(nodeModules, packageName)));
      return declarations.get(packageName)!;
    };
    const exports = readTurfExports(nodeModules);
    const model = buildVersionModel(version, comments, exports, declarationsOf);
    const standalone = standalonePackages(nodeModules);
    const standaloneComments = await readComments(standalone.flatMap((name) => sourcesOfPackage(nodeModules, name, scratch)));
    return {
      ...model,
      standalone: standalone.map((packageName) => {
        const found = standaloneExport(nodeModules, packageName, standaloneComments);
        return {
          name: found.name,
          packageName,
          importStyle: found.importStyle,
          description: found.comment.comment.description?.children ?? [],
        };
      }),
      undocumented: undocumentedExports(model, exports, turfPackages(nodeModules)),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function undocumentedExports(model: VersionModel, exports: TurfExports, packages: readonly string[]): VersionModel['undocumented'] {
  const known = new Set(model.functions.flatMap((fn) => [fn.name, fn.exportName, ...fn.aliases]));
  return exports.functionNames
    .filter((name) => !known.has(name))
    .map((name) => {
      const value = exports.value(name);
      const packageName = packages.find((candidate) => Object.values(exports.packageModule(candidate)).includes(value));
      if (!packageName) throw new Error(`@turf/turf ${model.turfVersion} exports ${name}, but none of its packages does.`);
      return { name, packageName };
    });
}

export function pagesOf(model: VersionModel, context: PageContext, oldestTurfVersion: string): Page[] {
  return [
    ...model.functions.map((fn) => buildFunctionPage(fn, context, oldestTurfVersion)),
    ...model.typedefs.map((type) => buildTypePage(type, context)),
    ...model.constants.map((constant) => buildConstantPage(constant, context)),
  ];
}

export function standInPagesOf(table: NameTable, context: PageContext): Page[] {
  return [...(table.get(context.model.versionName) ?? [])].flatMap(([name, status]) =>
    status.kind === 'page' ? [] : [buildStandInPage(name, status, context)],
  );
}

/** Models newest first; `bundleCosts` by version name. */
export function everyVersionsPages(models: readonly VersionModel[], bundleCosts?: ReadonlyMap<string, VersionBundleCost>): Page[][] {
  const oldest = models[models.length - 1]!.turfVersion;
  const names = nameTable(models);
  return models.map((model) => {
    const context = pageContext(model, models, bundleCosts?.get(model.versionName) ?? null);
    const knownNames = [...(names.get(model.versionName)?.keys() ?? [])];
    return [buildIndexPage(context, knownNames), ...pagesOf(model, context, oldest), ...standInPagesOf(names, context)];
  });
}

export function pageContext(
  model: VersionModel,
  models: readonly VersionModel[],
  bundleCost: VersionBundleCost | null = null,
): PageContext {
  return {
    model,
    bundleCost: (name) => (bundleCost ? functionBundleCost(bundleCost, name) : null),
    links: {
      docsPath: model.docsPath,
      typePages: new Set(model.typedefs.map((type) => type.name)),
      functionPages: new Set(model.functions.map((fn) => fn.name)),
      constantPages: new Set(model.constants.map((constant) => constant.name)),
    },
    history: (name) => functionHistory(name, models),
    tasks: (name) => tasksOf(name, model.turfVersion),
  };
}

export async function generateApiDocs(options: GenerateOptions): Promise<GeneratedVersion[]> {
  const { siteDir, versions, log } = options;
  const started = performance.now();
  const bundleCosts = startBundleCosts({ siteDir, cacheDir: options.bundleCostDir, log });
  // Oldest first: bundle costs are measured in the background, and the old releases are the slow
  // ones (6.5.0's @turf/turf does not tree-shake; 7.0.0 functions carry deep-equal).
  const modelsByName = new Map<string, VersionModel>();
  for (const version of [...versions].reverse()) {
    const versionStart = performance.now();
    const model = await readVersionModel(version, siteDir);
    modelsByName.set(version.versionName, model);
    void bundleCosts.measure({ ...version, installDir: dirname(version.nodeModules) }, model);
    const internal = model.functions.filter((fn) => fn.internal).length;
    log(
      `${version.versionLabel} (Turf ${version.turfVersion}): read ${model.functions.length - internal} functions, ` +
        `${internal} internal helpers, ${model.typedefs.length} types, ${model.constants.length} constants ` +
        `in ${Math.round(performance.now() - versionStart)} ms`,
    );
  }
  const models = versions.map((version) => modelsByName.get(version.versionName)!);
  const costs = await bundleCosts.finish();
  mkdirSync(join(siteDir, options.modelDir), { recursive: true });
  const pagesByVersion = everyVersionsPages(models, costs);
  const generated = versions.map((version, index): GeneratedVersion => {
    const model = models[index]!;
    const pages = pagesByVersion[index]!;
    const result = writePages(join(siteDir, version.docsFolder), pages);
    writeFileSync(join(siteDir, options.modelDir, `${version.versionName}.json`), `${JSON.stringify(model)}\n`);
    log(
      `${version.versionLabel}: ${pages.length} pages in ${version.docsFolder}/api ` +
        `(${result.written} written, ${result.unchanged} unchanged, ${result.deleted} stale deleted)`,
    );
    return { model, bundleCost: costs.get(version.versionName)!, pages: pages.length, result };
  });
  // The Markdown copies are made from them.
  await Promise.all(
    versions.map((version, index) => writeApiPageTrees(join(siteDir, options.modelDir), version.versionName, pagesByVersion[index]!)),
  );
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return generated;
}
