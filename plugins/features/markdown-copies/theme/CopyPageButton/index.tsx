/** "Copy page as Markdown": the page's `.md` copy, written at build time. */
import { useState, type ReactNode } from 'react';

import styles from './styles.module.css';

type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'copying' }
  | { readonly kind: 'copied' }
  | { readonly kind: 'failed'; readonly reason: string };

async function fetchText(address: string): Promise<string> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return response.text();
}

/** Safari allows a clipboard write only within the click's task; a ClipboardItem lets the fetch finish later. */
async function copyFrom(address: string): Promise<void> {
  const text = fetchText(address);
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

export default function CopyPageButton({ markdownAddress }: { readonly markdownAddress: string }): ReactNode {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const copy = async () => {
    // Not `disabled` while copying: a disabled button loses focus, which would fall to <body>.
    if (state.kind === 'copying') return;
    setState({ kind: 'copying' });
    try {
      await copyFrom(markdownAddress);
      setState({ kind: 'copied' });
    } catch (error) {
      setState({ kind: 'failed', reason: (error as Error).message });
    }
  };
  const message =
    state.kind === 'copied'
      ? 'Copied the page as Markdown.'
      : state.kind === 'failed'
        ? `Could not copy: ${state.reason}. Open the Markdown instead.`
        : '';
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => void copy()}
        aria-busy={state.kind === 'copying'}
      >
        Copy page as Markdown
      </button>
      <a className={styles.link} href={markdownAddress} type="text/markdown">
        View as Markdown
      </a>
      <span role="status" className={styles.status}>
        {message}
      </span>
    </div>
  );
}
