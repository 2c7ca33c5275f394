// @ts-check
/**
 * Lint rules of the site (`npm run lint`, the first step of `npm test`). Formatting is Prettier's
 * (`npm run format:check`); eslint-config-prettier, last, turns off the rules it owns.
 *
 * - Every file: ESLint's and typescript-eslint's recommended rules. Type-aware rules only where
 *   they are cheap and catch real bugs (promises nobody handles), on the files tsconfig.json covers.
 * - React code (src/, plugins/): the Rules of React (eslint-plugin-react-hooks, recommended).
 * - .tsx: jsx-a11y's recommended rules: the site is held to accessibility (the browser tests run axe).
 * - Disable comments: each one is used and says why (`// eslint-disable-next-line rule -- reason`).
 * - Architecture (`architecture/layers`): src/ imports nothing from plugins/ or dependency-patches/,
 *   and plugins/ take only the shared facts of src/data/ from src/.
 */
import path from 'node:path';
import js from '@eslint/js';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import prettierConfig from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const siteDir = import.meta.dirname;

/** Where a module specifier points inside the site (relative or `@site/`), or undefined for a package or an alias. */
function siteTarget(specifier, importer) {
  if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.relative(siteDir, path.resolve(path.dirname(importer), specifier));
  }
  if (specifier.startsWith('@site/')) return path.relative(siteDir, path.resolve(siteDir, specifier.slice('@site/'.length)));
  return undefined;
}

const isUnder = (file, dir) => file === dir || file.startsWith(`${dir}/`);

/** Why importing `target` from `importer` (both relative to the site, with `/`) breaks the layers, or undefined. */
function layerViolation(importer, target) {
  if (isUnder(importer, 'src') && (isUnder(target, 'plugins') || isUnder(target, 'dependency-patches'))) {
    return `src/ must not import from ${target.split('/')[0]}/ (${target}): pages and components reach plugin code only through @theme/ aliases`;
  }
  if (isUnder(importer, 'plugins') && isUnder(target, 'src') && !isUnder(target, 'src/data')) {
    return `plugins/ may import only src/data/ (the shared facts) from src/, not ${target}`;
  }
  return undefined;
}

/** A specifier given as a plain string: a literal, or a template literal without expressions. */
function staticString(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'src/ imports nothing from plugins/ or dependency-patches/; plugins/ import only src/data/ from src/' },
    schema: [],
    messages: { layer: '{{reason}}.' },
  },
  create(context) {
    const importer = path.relative(siteDir, context.filename).split(path.sep).join('/');
    if (!isUnder(importer, 'src') && !isUnder(importer, 'plugins')) return {};
    const check = (sourceNode) => {
      const specifier = staticString(sourceNode);
      if (specifier === undefined) return;
      const target = siteTarget(specifier, context.filename)?.split(path.sep).join('/');
      const reason = target === undefined ? undefined : layerViolation(importer, target);
      if (reason) context.report({ node: sourceNode, messageId: 'layer', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
      // TypeScript: `import x = require('...')` and `typeof import('...')`.
      TSExternalModuleReference: (node) => check(node.expression),
      TSImportType: (node) => check(node.argument.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

/** The TypeScript files tsconfig.json covers: type-aware rules run on these. */
const typeCheckedFiles = [
  ...['src', 'plugins', 'dependency-patches', 'server', 'scripts', 'tests'].map((dir) => `${dir}/**/*.{ts,tsx}`),
  'docusaurus.config.ts',
  'sidebars.ts',
];

/** Code that runs in the browser only: pages, theme components, clients, the example runner and its worker. */
const browserFiles = [
  'src/**',
  'plugins/**/theme/**',
  'plugins/**/client/**',
  'plugins/features/live-examples/runner/**',
  'plugins/features/live-examples/consoleTurf.ts',
  'plugins/features/code-highlight/browserStandIn.ts',
  'plugins/**/startScriptsAfterPaint.js',
  'plugins/**/lazy-route-components/createRouteComponentOnUse.tsx',
];
/** Node code whose page.evaluate callbacks run in the page. */
const inPageFiles = ['tests/browser/**', 'bench/**'];

export default defineConfig([
  globalIgnores(
    [
      'build/',
      '.docusaurus/',
      '.generated/',
      '**/node_modules/',
      // The exact Turf installs (turf-installs/{version}/); the scripts beside them are linted.
      'turf-installs/*/',
      'bench/.delivery-builds/',
      'bench/.split/',
      // Generated API reference pages.
      'docs/api/',
      'versioned_docs/*/api/',
      '.cache-loader/',
      'test-results/',
      '.scratch/',
    ],
    'Generated and installed files',
  ),
  {
    name: 'site/linter-options',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'site/rules',
    rules: {
      // `const { omitted, ...rest } = value` is how the code drops a property.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Docusaurus's logger is a tagged template (logger.info`...`).
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
    },
  },
  {
    name: 'site/type-checked',
    files: typeCheckedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: siteDir } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // node:test's test(), describe() and hooks return promises the runner awaits.
          allowForKnownSafeCalls: [
            {
              from: 'package',
              package: 'node:test',
              name: ['test', 'it', 'describe', 'suite', 'before', 'after', 'beforeEach', 'afterEach'],
            },
          ],
        },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    name: 'site/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'site/classic-scripts',
    files: ['plugins/**/startScriptsAfterPaint.js'],
    languageOptions: { sourceType: 'script' },
  },
  {
    name: 'site/node-globals',
    ignores: browserFiles,
    languageOptions: { globals: globals.node },
  },
  {
    name: 'site/browser-globals',
    files: [...browserFiles, ...inPageFiles],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'site/in-page-predicates',
    files: inPageFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Playwright evals a string predicate again on every poll, outside its own evaluation, where
          // the page's Content-Security-Policy (no 'unsafe-eval') refuses it: the wait throws EvalError
          // whenever its condition is not already true (still-map.test.ts did, on Chromium 156). A
          // function predicate is evaluated once, with the evaluation, and then called.
          selector: 'CallExpression[callee.property.name="waitForFunction"][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
          message: 'Pass waitForFunction a function, not a string: the site’s CSP refuses the eval Playwright polls a string with.',
        },
      ],
    },
  },
  {
    name: 'site/worker-globals',
    files: ['plugins/features/live-examples/runner/worker.ts'],
    languageOptions: { globals: globals.worker },
  },
  {
    name: 'site/react',
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    name: 'site/accessibility',
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    name: 'site/disable-comments',
    extends: [eslintComments.recommended],
    rules: { '@eslint-community/eslint-comments/require-description': 'error' },
  },
  {
    name: 'site/architecture',
    files: ['src/**', 'plugins/**'],
    plugins: { architecture: { rules: { layers: layersRule } } },
    rules: { 'architecture/layers': 'error' },
  },
  prettierConfig,
]);
