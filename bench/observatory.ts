/**
 * The MDN HTTP Observatory's grade for each page kind, as a host with HTTPS would serve the build.
 *
 * The Observatory scans a host name over HTTPS and HTTP on the standard ports and grades the front
 * page's headers and markup (its policy, HSTS, the redirect to HTTPS, SRI, ...). So the bench
 * stands a small front on loopback ports 443 and 80 before `npm run serve`: HTTPS with a
 * certificate made for the run (trusted by the scanner's process alone), plain HTTP that moves to
 * HTTPS as GitHub Pages and Cloudflare do, and "/" answered by the page kind being scanned. Every
 * other address passes through, so the scanner's follow-up requests see the real site.
 *
 * The scanner (@mdn/mdn-http-observatory) is installed on first use into node_modules/.cache,
 * without its install scripts: they download lists from hosts these machines cannot reach, and
 * its database dependencies are no project dependency. The HSTS preload list is left empty, which
 * is true of localhost. Needs ports 80 and 443 (root); otherwise it reports why it did not run.
 *
 * Each page kind is graded twice: with the headers the build writes (Cloudflare Pages, Netlify,
 * Vercel, `npm run serve`), and with none of them, as GitHub Pages serves the build: then only the
 * page's own meta policy counts (GitHub's own headers, whatever they add, are not imitated).
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { readPageKinds } from '../plugins/quality/page-kinds/file';

const scannerVersion = '1.4.8';
const scannerDir = path.resolve('node_modules/.cache/mdn-http-observatory');
const scannerPackage = path.join(scannerDir, 'node_modules/@mdn/mdn-http-observatory');

/** What the host sends with a page: the build's headers, or only what GitHub Pages keeps (the page carries its meta policy). */
export type HostHeaders = 'build headers' | 'no build headers (GitHub Pages)';
const hostHeaders: readonly HostHeaders[] = ['build headers', 'no build headers (GitHub Pages)'];
/** The headers a static host sends whatever the build asks for. */
const transportHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'vary', 'location']);

export interface ObservatoryGrade {
  hostHeaders: HostHeaders;
  /** The page kinds that got this result, and the address scanned for the first of them. */
  kinds: string[];
  path: string;
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  /** The tests that did not pass, by name, with the scanner's result. */
  failed: string[];
}

export type ObservatoryFigures = { grades: ObservatoryGrade[] } | { skipped: string };

function installScanner(): void {
  if (existsSync(path.join(scannerPackage, 'package.json'))) return;
  mkdirSync(scannerDir, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      scannerDir,
      '--ignore-scripts',
      '--no-save',
      '--no-audit',
      '--no-fund',
      `@mdn/mdn-http-observatory@${scannerVersion}`,
    ],
    {
      stdio: 'inherit',
    },
  );
  // What its install script would download from the Chromium source: localhost is on no preload list.
  mkdirSync(path.join(scannerPackage, 'conf'), { recursive: true });
  writeFileSync(path.join(scannerPackage, 'conf/hsts-preload.json'), '{}');
}

/** A key and certificate for localhost, valid for the run, in a fresh temporary folder. */
function localCertificate(): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'observatory-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

interface ScanResult {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, { pass: boolean; result: string }>;
  error?: string;
}

export async function benchObservatory(siteUrl: string, buildDir: string): Promise<ObservatoryFigures> {
  installScanner();
  const { key, cert, certFile } = localCertificate();
  const site = new URL(siteUrl);
  let front = '/';
  let sending: HostHeaders = 'build headers';
  const https = createHttpsServer({ key, cert }, (req, res) => {
    const forwarded = request(
      {
        host: site.hostname,
        port: site.port,
        method: req.method,
        path: req.url === '/' ? front : req.url,
        headers: { ...req.headers, host: site.host },
      },
      (answer) => {
        const headers =
          sending === 'build headers'
            ? answer.headers
            : Object.fromEntries(Object.entries(answer.headers).filter(([name]) => transportHeaders.has(name)));
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  const http = createHttpServer((req, res) => res.writeHead(301, { Location: `https://localhost${req.url ?? '/'}` }).end());
  try {
    await listen(https, 443);
    await listen(http, 80);
  } catch (error) {
    https.close();
    http.close();
    return { skipped: `ports 443 and 80 are not free to this user (${(error as Error).message})` };
  }
  try {
    const samples = [
      ...readPageKinds(buildDir)
        // The scanner grades pages that answer 2xx; a not-found page answers 404.
        .filter((kind) => kind.routes > 0 && !/\/no-such-page$/.test(kind.sample))
        .map((kind) => ({ kind: kind.kind, path: kind.sample })),
      { kind: 'examples frame', path: '/example-runner/' },
    ];
    const grades: ObservatoryGrade[] = [];
    for (const headers of hostHeaders) {
      sending = headers;
      for (const sample of samples) {
        front = sample.path;
        const { stdout } = await promisify(execFile)(process.execPath, [path.join(scannerPackage, 'src/scan.js'), 'localhost'], {
          env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
        }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '{"error":"no output"}' }));
        const result = JSON.parse(stdout) as ScanResult;
        if (!result.scan || !result.tests) throw new Error(`The Observatory could not scan ${sample.path}: ${result.error ?? stdout}`);
        const failed = Object.entries(result.tests)
          .filter(([, test]) => !test.pass)
          .map(([name, test]) => `${name}: ${test.result}`);
        const { grade, score, testsPassed, testsQuantity } = result.scan;
        // Kinds with the same result share a row.
        const same = grades.find(
          (entry) => entry.hostHeaders === headers && entry.score === score && entry.failed.join() === failed.join(),
        );
        if (same) same.kinds.push(sample.kind);
        else
          grades.push({ hostHeaders: headers, kinds: [sample.kind], path: sample.path, grade, score, testsPassed, testsQuantity, failed });
      }
    }
    return { grades };
  } finally {
    https.close();
    http.close();
  }
}
