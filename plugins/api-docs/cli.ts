/** `npm run api:generate`: runs the API generator outside Docusaurus (the build runs it too). */
import { generateApiDocs } from './generate';
import { generatorVersions, modelDir } from './index';

generateApiDocs({
  siteDir: process.cwd(),
  versions: generatorVersions(),
  modelDir,
  log: (message) => console.log(`[api-docs] ${message}`),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
