/**
 * JSDoc examples that fail on the Turf version they document; pages show the reason with the error.
 * The examples test fails if another example fails, or if one listed here starts to work.
 */
export interface KnownExampleFailure {
  readonly functionName: string;
  readonly example: number;
  readonly turfVersions: readonly string[];
  readonly message: string;
  /** Why, in a sentence a reader can act on. */
  readonly reason: string;
}

export const knownExampleFailures: readonly KnownExampleFailure[] = [
  {
    functionName: 'rbush',
    example: 0,
    turfVersions: ['7.0.0', '7.1.0', '7.2.0', '7.3.5', '7.4.0'],
    message: 'require is not defined',
    reason:
      "This example loads the `geojson-rbush` package with Node's `require()`, which does not exist in the browser. Install `@turf/geojson-rbush` and import it in your project instead.",
  },
  {
    functionName: 'shortestPath',
    example: 0,
    turfVersions: ['7.0.0', '7.1.0'],
    message: 'invalid obstacles',
    reason:
      "In this release the example passes a Polygon feature as `obstacles`, but the function accepts only a Polygon geometry or a FeatureCollection. Pass `turf.featureCollection([polygon])` (or the polygon's `.geometry`). The example was corrected in 7.2.0.",
  },
];

export function knownExampleFailure(turfVersion: string, functionName: string, example: number): KnownExampleFailure | undefined {
  return knownExampleFailures.find(
    (failure) => failure.functionName === functionName && failure.example === example && failure.turfVersions.includes(turfVersion),
  );
}
