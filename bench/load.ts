/**
 * Load on `npm run serve`: many concurrent clients on loopback for a while (autocannon), asking
 * for the mix a reader's visit makes: pages of each type, the entry script and stylesheet, and a
 * search index, as a browser asks for them (brotli accepted). Used by the load test in
 * `npm test` (which asserts no errors) and by `npm run bench` (which reports the latency).
 */
import autocannon from 'autocannon';
import { currentVersion } from '../src/data/versions';
import { docsTagOf } from '../plugins/features/search/client/indexLocation';

export interface LoadFigures {
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Responses other than 2xx (a 304 would count too; none is asked for). */
  non2xx: number;
  latencyMs: { median: number; p99: number; max: number };
  throughputMBps: number;
}

/** One of each page type, plus the files every page loads and a search index. */
export function visitPaths(entryScript: string, stylesheet: string): string[] {
  return [
    '/',
    '/docs/intro',
    '/docs/api/along',
    '/docs/api/booleanPointInPolygon',
    '/blog',
    '/docs/6.5.0/api/buffer',
    entryScript,
    stylesheet,
    `/search-index/${docsTagOf(currentVersion.name)}.json`,
  ];
}

export async function loadTest(baseUrl: string, paths: string[], connections = 200, durationSeconds = 20): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    timeout: 10,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    connections,
    durationSeconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    latencyMs: { median: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    throughputMBps: result.throughput.average / 1024 / 1024,
  };
}
