/**
 * Controls for the documented options of the function an example calls. They read the values the
 * code passes and write a change back into the code, which then runs again: the code stays the one
 * source of truth. Closed at first; opening them loads the editing code.
 */
import { useId, useMemo, type ReactNode } from 'react';

import type { OptionValue } from '../../editing/exampleOptions';
import type { ExampleOptionControls, OptionControl } from '../../optionControls';
import type { EditingTools, ReaderChange } from '../LiveExample/useEditingTools';
import styles from './styles.module.css';

interface Props {
  readonly functionName: string;
  readonly spec: ExampleOptionControls;
  readonly tools: EditingTools | undefined;
  readonly loadTools: () => void;
  readonly code: string;
  /** The code with the option set, and what to say about it. */
  readonly onChange: (change: ReaderChange) => void;
}

function Control({
  control,
  value,
  disabled,
  onSet,
}: {
  control: OptionControl;
  value: OptionValue | undefined;
  disabled: boolean;
  onSet: (value: OptionValue) => void;
}): ReactNode {
  const id = useId();
  const label = (
    <label htmlFor={id}>
      <code>{control.name}</code>
    </label>
  );
  if (control.kind === 'boolean') {
    return (
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" checked={value === true} disabled={disabled} onChange={(event) => onSet(event.target.checked)} />
        {label}
      </div>
    );
  }
  if (control.kind === 'number') {
    return (
      <div className={styles.field}>
        {label}
        <input
          id={id}
          type="number"
          step="any"
          min={control.min}
          max={control.max}
          value={typeof value === 'number' ? value : ''}
          placeholder={control.defaultValue === undefined ? undefined : `${control.defaultValue} (default)`}
          disabled={disabled}
          onChange={(event) => {
            // An empty or half-typed field is not a number yet: the code keeps its value.
            if (event.target.value !== '' && Number.isFinite(event.target.valueAsNumber)) onSet(event.target.valueAsNumber);
          }}
        />
      </div>
    );
  }
  // The value the code has, even when the docs do not list it, so the select never lies about the code.
  const values =
    value !== undefined && typeof value !== 'boolean' && !control.values.includes(value) ? [value, ...control.values] : control.values;
  const shown = value ?? control.defaultValue;
  return (
    <div className={styles.field}>
      {label}
      <select
        id={id}
        value={shown === undefined || typeof shown === 'boolean' ? '' : String(shown)}
        disabled={disabled}
        onChange={(event) => {
          const picked = values.find((candidate) => String(candidate) === event.target.value);
          if (picked !== undefined) onSet(picked);
        }}
      >
        {shown === undefined && <option value="">(not set)</option>}
        {values.map((candidate) => (
          <option key={String(candidate)} value={String(candidate)}>
            {String(candidate)}
            {candidate === control.defaultValue ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ExampleOptions({ functionName, spec, tools, loadTools, code, onChange }: Props): ReactNode {
  // Undefined until the editing code is loaded; `null` while the code does not parse.
  const read = useMemo(() => {
    if (!tools) return undefined;
    try {
      return tools.readOptions(code, functionName, spec.argument);
    } catch {
      return null;
    }
  }, [tools, code, functionName, spec.argument]);

  const set = (name: string, value: OptionValue) => {
    if (!tools) return;
    let next: string | undefined;
    try {
      next = tools.setOption(code, functionName, spec.argument, name, value);
    } catch {
      return;
    }
    if (next !== undefined && next !== code) onChange({ code: next, text: `${name} set to ${String(value)}.` });
  };

  return (
    <details
      className={styles.options}
      onToggle={(event) => {
        if (event.currentTarget.open) loadTools();
      }}
    >
      <summary>Options</summary>
      {read === undefined ? (
        <p className={styles.note}>Loading…</p>
      ) : (
        <>
          {!read?.writable && (
            <p className={styles.note}>
              {read === null
                ? 'The code has a syntax error: fix it to set options here.'
                : `This example does not pass ${functionName}'s options as an object the controls can change: edit them in the code.`}
            </p>
          )}
          <fieldset className={styles.controls} disabled={!read?.writable}>
            <legend className={styles.legend}>Options of {functionName}</legend>
            {spec.controls.map((control) => (
              <Control
                key={control.name}
                control={control}
                value={read?.values[control.name]}
                disabled={!read?.writable}
                onSet={(value) => set(control.name, value)}
              />
            ))}
          </fieldset>
        </>
      )}
    </details>
  );
}
