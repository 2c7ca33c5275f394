/** What the API index page of one docs version receives from the generator (see pages/buildIndexPage.ts). */
import type { GeoJsonKind } from '../../model/geojsonKinds';

export interface ApiIndexEntry {
  readonly name: string;
  readonly summary: string;
  readonly category: string;
  readonly takes: readonly GeoJsonKind[];
  readonly returns: readonly GeoJsonKind[];
  /** It gives back what it was given (clone, flip), so it returns a kind only where it also takes it. */
  readonly returnsLikeInput: boolean;
  readonly aliases: readonly string[];
  /** See bundle-cost/view.ts `indexFigure`. */
  readonly bundleGzip: number | null;
}

export interface ApiIndexProps {
  readonly docsPath: string;
  readonly turfVersion: string;
  readonly categories: readonly string[];
  readonly entries: readonly ApiIndexEntry[];
}
