// @ts-check
/**
 * `npm run serve [-- --port N] [-- --host H] [-- --dir D]`: serves the production build on loopback.
 * Port 0 picks a free port; the first line printed is the address, which the browser tests read.
 */
import { parseArgs } from 'node:util';
import { createSiteServer } from './site-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'build' },
  },
});

const server = createSiteServer({ root: values.dir });
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  if (address && typeof address === 'object') {
    console.log(`Serving ${values.dir} at http://${values.host}:${address.port}`);
  }
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
