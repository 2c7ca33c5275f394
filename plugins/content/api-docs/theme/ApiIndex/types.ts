/** What the API index page of one docs version receives from the generator (see pages/buildIndexPage.ts). */
import type { GeoJsonKind } from '../../model/geojsonKinds';

export interface ApiIndexEntry {
  /** Page name, e.g. `along`; its page is `${docsPath}/api/${name}`. */
  readonly name: string;
  /** First sentence of the description, as plain text. */
  readonly summary: string;
  /** Sidebar category label (`Measurement`, ...). */
  readonly category: string;
  /** GeoJSON kinds its top-level parameters accept, and the kinds it returns. */
  readonly takes: readonly GeoJsonKind[];
  readonly returns: readonly GeoJsonKind[];
  /**
   * Whether the return type admits any geometry because the function gives back what it was given
   * (clone, flip, transformRotate): it then returns a kind only where it also takes it.
   */
  readonly returnsLikeInput: boolean;
  /** Deprecated names that `@turf/turf` also exports it under (6.5.0), found by the filter box too. */
  readonly aliases: readonly string[];
  /**
   * What importing it adds to a browser bundle, in gzip bytes (bundle-cost/view.ts `indexFigure`):
   * from `@turf/turf`, or from its own package where this release's `@turf/turf` is not tree-shaken;
   * null where it was not measured.
   */
  readonly bundleGzip: number | null;
}

export interface ApiIndexProps {
  /** URL prefix of the version's docs, e.g. `/docs/7.1.0` or `/docs`. */
  readonly docsPath: string;
  readonly turfVersion: string;
  /** Category labels in display order; every entry's category is one of them. */
  readonly categories: readonly string[];
  readonly entries: readonly ApiIndexEntry[];
}
