/** What the npm registry said about @turf/turf at the last `npm run turf:pin` (turf-installs/registryRecord.ts). Do not edit. */
export const turfRegistry: { readonly latest: string; readonly newestPrerelease: string | null } = {
  latest: '7.4.0',
  newestPrerelease: null,
};
