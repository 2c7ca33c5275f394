/** `/playground?version=7.1.0&code=...`, so a playground is shared by sharing its address. */
export interface PlaygroundState {
  readonly turfVersion: string;
  readonly code: string;
}

export const playgroundPath = '/playground';

export function playgroundHref(state: PlaygroundState): string {
  return `${playgroundPath}?${new URLSearchParams({ version: state.turfVersion, code: state.code })}`;
}

export function readPlaygroundQuery(search: string, turfVersions: readonly string[], defaults: PlaygroundState): PlaygroundState {
  const query = new URLSearchParams(search);
  const version = query.get('version');
  const code = query.get('code');
  return {
    turfVersion: version && turfVersions.includes(version) ? version : defaults.turfVersion,
    code: code ?? defaults.code,
  };
}
