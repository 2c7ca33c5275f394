/** Native <details> are accessible as they are; children render only once opened, so a large result costs nothing. */
import { useState, type ReactNode } from 'react';

import type { JsonValue } from '../../runner/displayValue';
import styles from './styles.module.css';

interface NodeProps {
  readonly name: string | undefined;
  readonly value: JsonValue;
  readonly depth: number;
  readonly openDepth: number;
}

function Primitive({ value }: { value: JsonValue }): ReactNode {
  if (typeof value === 'string') return <span className={styles.string}>{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className={styles.number}>{String(value)}</span>;
  return <span className={styles.literal}>{String(value)}</span>;
}

const summaryOf = (value: JsonValue[] | { [key: string]: JsonValue }): string => {
  if (Array.isArray(value)) return `[ ${value.length} item${value.length === 1 ? '' : 's'} ]`;
  const type = typeof value.type === 'string' ? `${value.type} ` : '';
  const keys = Object.keys(value).length;
  return `${type}{ ${keys} key${keys === 1 ? '' : 's'} }`;
};

function Label({ name }: { name: string | undefined }): ReactNode {
  return name === undefined ? null : <span className={styles.key}>{name}: </span>;
}

function JsonNode({ name, value, depth, openDepth }: NodeProps): ReactNode {
  const [open, setOpen] = useState(depth < openDepth);
  if (value === null || typeof value !== 'object') {
    return (
      <div className={styles.leaf}>
        <Label name={name} />
        <Primitive value={value} />
      </div>
    );
  }
  // A position or a bbox reads best on one line: [-79.5, 37.6].
  if (Array.isArray(value) && value.length <= 6 && value.every((item) => item === null || typeof item !== 'object')) {
    return (
      <div className={styles.leaf}>
        <Label name={name} />[
        {value.map((item, index) => (
          <span key={index}>
            {index > 0 && ', '}
            <Primitive value={item} />
          </span>
        ))}
        ]
      </div>
    );
  }
  const children: [string, JsonValue][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className={styles.branch}>
      <summary>
        <Label name={name} />
        <span className={styles.summary}>{summaryOf(value)}</span>
      </summary>
      {open && children.map(([key, item]) => <JsonNode key={key} name={key} value={item} depth={depth + 1} openDepth={openDepth} />)}
    </details>
  );
}

export default function JsonTree({ value, openDepth = 2 }: { value: JsonValue; openDepth?: number }): ReactNode {
  return (
    <div className={styles.tree}>
      <JsonNode name={undefined} value={value} depth={0} openDepth={openDepth} />
    </div>
  );
}
