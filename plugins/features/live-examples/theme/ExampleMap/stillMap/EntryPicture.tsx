/**
 * An example's `addToMap` entries drawn in SVG, as MapLibre draws them (see entryShapes.ts): the
 * still map draws them over its basemap, and a live map draws them over its canvas while a vertex
 * is dragged (../LiveMap.tsx).
 */
import { useMemo, type ReactNode } from 'react';

import type { MapLayer } from '../../../runner/mapLayers';
import { entryShapes } from './entryShapes';
import type { View } from './paths';

/** What MapLibre's `to-color` accepts: a colour the browser reads, not a CSS keyword that defers to the page. */
const isColor = (value: string) => CSS.supports('color', value) && !/^(inherit|initial|unset|revert|currentcolor)/i.test(value);

export default function EntryPicture({
  layers,
  view,
  hidden,
}: {
  readonly layers: readonly MapLayer[];
  readonly view: View;
  readonly hidden: ReadonlySet<number>;
}): ReactNode {
  const shapes = useMemo(() => entryShapes(layers, view, isColor), [layers, view]);
  return shapes.map((entry, index) =>
    hidden.has(index) ? null : (
      <g key={index}>
        {entry.fills.map((fill, at) => (
          <path key={`f${at}`} d={fill.d} fill={fill.fill} fillOpacity={fill.opacity} fillRule="evenodd" />
        ))}
        {entry.lines.map((line, at) => (
          <path
            key={`l${at}`}
            d={line.d}
            fill="none"
            stroke={line.stroke}
            strokeWidth={line.width}
            strokeOpacity={line.opacity}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
        {entry.points.map((point, at) => (
          // MapLibre draws a circle's stroke outside its radius.
          <circle key={`p${at}`} cx={point.x} cy={point.y} r={point.radius + 0.75} fill={point.fill} stroke="#ffffff" strokeWidth={1.5} />
        ))}
      </g>
    ),
  );
}
