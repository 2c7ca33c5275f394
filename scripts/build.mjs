// @ts-check
/**
 * `npm run build` (run with tsx, since the headers writer reads the TypeScript data modules): `docusaurus build`, failing on any warning as well as on errors. Docusaurus
 * only warns about some problems (broken Markdown links, MDX oddities); a docs site whose pages
 * are generated should have none, so a warning stops the build with its own message above.
 * Then it finishes the output (scripts/finish-build.mjs: headers, policies, precompression).
 */
import { spawn } from 'node:child_process';
import { finishBuild } from './finish-build.mjs';

const child = spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
});

/** @type {string[]} */
const warnings = [];
for (const [stream, sink] of /** @type {const} */ ([
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
])) {
  stream.on('data', (chunk) => {
    sink.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('[WARNING]')) warnings.push(line.trim());
    }
  });
}

child.on('exit', async (code) => {
  if (code === 0 && warnings.length > 0) {
    console.error(`\nThe build printed ${warnings.length} warning(s); fix them (first: ${warnings[0]}).`);
    process.exit(1);
  }
  if (code !== 0) process.exit(code ?? 1);
  await finishBuild(outDirArgument(process.argv.slice(2)) ?? 'build', process.env);
});

/** `--out-dir D` / `--out-dir=D`, as docusaurus build reads it. @param {string[]} args */
function outDirArgument(args) {
  const index = args.findIndex((arg) => arg === '--out-dir' || arg.startsWith('--out-dir='));
  if (index === -1) return undefined;
  return args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
}
