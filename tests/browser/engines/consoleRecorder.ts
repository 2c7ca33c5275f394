/**
 * A proxy in front of `npm run serve` that puts the error recorder (enginePage.ts) first in every
 * page's head, and its hash in that page's script-src, for WebKitGTK: its WebDriver hands over no
 * console, and classic WebDriver cannot run a script before a page's own. Everything else passes
 * through unchanged, headers included. The sandbox frame's page is left alone (its errors surface
 * in the page as example outcomes).
 */
import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { errorRecorderScript } from './enginePage';

const recorderHash = `'sha256-${createHash('sha256').update(errorRecorderScript).digest('base64')}'`;

/** Adds the recorder's hash to a policy's script-src (a policy without one falls back to default-src, which the site always sets). */
function allowRecorder(policy: string): string {
  return policy.replace(/(^|;\s*)script-src /, `$1script-src ${recorderHash} `);
}

export async function startRecordingProxy(siteUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const site = new URL(siteUrl);
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: site.host, 'accept-encoding': 'identity' };
    const upstream = request({ host: site.hostname, port: site.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      const isPage = /^text\/html/.test(answer.headers['content-type'] ?? '') && !incoming.url?.startsWith('/example-runner');
      if (!isPage) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head([^>]*)>/i, `<head$1><script>${errorRecorderScript}</script>`);
        const policy = answer.headers['content-security-policy'];
        const out: Record<string, string | string[] | undefined> = { ...answer.headers, 'content-length': String(Buffer.byteLength(html)) };
        if (typeof policy === 'string') out['content-security-policy'] = allowRecorder(policy);
        outgoing.writeHead(answer.statusCode ?? 502, out);
        outgoing.end(html);
      });
    });
    upstream.on('error', (error) => {
      outgoing.writeHead(502);
      outgoing.end(String(error));
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
