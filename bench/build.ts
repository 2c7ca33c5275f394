/**
 * Build figures: `npm run build` from nothing (no Rspack cache, no generated API pages, no
 * build folder) and again straight after (warm caches), each with its wall time and the peak
 * memory of its process tree. Memory is sampled from /proc every 100 ms: the peak of the sum of
 * the resident sizes of the build's processes.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';

export interface BuildRun {
  seconds: number;
  peakMemoryMB: number;
}

export interface BuildFigures {
  cold: BuildRun;
  warm: BuildRun;
}

/** Resident set size of a process, in kB (0 once it has gone). */
function residentKb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The process and all its descendants, from /proc's parent links. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while being read.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** `npm run build` with extra arguments (`--out-dir D`) and environment (`DELIVERY_OFF`), in `cwd` (a checkout), timed. */
export function timedBuild(args: readonly string[] = [], env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): Promise<BuildRun> {
  return timedCommand('npm', ['run', '--silent', 'build', ...(args.length ? ['--', ...args] : [])], env, cwd);
}

/** A command's wall time and the peak memory of its process tree. */
export function timedCommand(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  cwd = process.cwd(),
): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
      cwd,
    });
    let peakKb = 0;
    const sampler = setInterval(() => {
      if (!child.pid) return;
      peakKb = Math.max(
        peakKb,
        processTree(child.pid).reduce((sum, pid) => sum + residentKb(pid), 0),
      );
    }, 100);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakMemoryMB: peakKb / 1024 });
    });
  });
}

/**
 * Removes everything a fresh clone lacks after `npm install` from the checkout at `dir`:
 * Docusaurus's and Rspack's caches, the generated API pages, models and measurements, the output.
 */
export function removeBuildState(dir = '.'): void {
  for (const path of ['build', '.docusaurus', 'node_modules/.cache', '.generated', 'docs/api'])
    rmSync(`${dir}/${path}`, { recursive: true, force: true });
  for (const version of readdirSync(`${dir}/versioned_docs`))
    rmSync(`${dir}/versioned_docs/${version}/api`, { recursive: true, force: true });
}

export async function benchBuild(): Promise<BuildFigures> {
  removeBuildState();
  const cold = await timedBuild();
  const warm = await timedBuild();
  return { cold, warm };
}
