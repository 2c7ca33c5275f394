import type { ReactNode } from 'react';

import type { MapLayer } from '../../runner/mapLayers';
import { entryColor } from './featureLayers';
import styles from './styles.module.css';

interface Props {
  readonly layers: readonly MapLayer[];
  readonly hidden: ReadonlySet<number>;
  readonly onToggle: (index: number) => void;
  readonly skipped: readonly string[];
}

/** One checkbox per `addToMap` entry, in the entry's default colour, to show or hide it. */
export default function Legend({ layers, hidden, onToggle, skipped }: Props): ReactNode {
  return (
    <div className={styles.legend}>
      <ul aria-label="Layers">
        {layers.map((layer, index) => (
          <li key={index}>
            <label>
              <input type="checkbox" checked={!hidden.has(index)} onChange={() => onToggle(index)} />
              <span className={styles.swatch} style={{ background: entryColor(index) }} aria-hidden="true" />
              <code>{layer.label}</code>
            </label>
          </li>
        ))}
      </ul>
      {skipped.length > 0 && (
        <p className={styles.skipped}>
          Not drawn (not GeoJSON):{' '}
          {skipped.map((label) => (
            <code key={label}>{label}</code>
          ))}
        </p>
      )}
    </div>
  );
}
