/** Runs during a drag: the newest position runs, those that fell behind are dropped. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { latestOnly } from '../../plugins/features/live-examples/theme/LiveExample/latestOnly';

function controlledTask() {
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  const task = (input: number) =>
    new Promise<void>((resolve) => {
      started.push(input);
      finishers.push(resolve);
    });
  const finishNext = async () => {
    finishers.shift()?.();
    // Let the finally handler start the next run.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, task, finishNext };
}

describe('latestOnly', () => {
  it('runs the first input at once and, of those sent meanwhile, only the last', async () => {
    const { started, task, finishNext } = controlledTask();
    const send = latestOnly(task);
    for (const position of [1, 2, 3, 4, 5]) send(position);
    assert.deepEqual(started, [1]);
    await finishNext();
    assert.deepEqual(started, [1, 5]);
    await finishNext();
    assert.deepEqual(started, [1, 5]);
  });

  it('starts at once again when nothing is under way, and after a run that failed', async () => {
    const started: number[] = [];
    const send = latestOnly(async (input: number) => {
      started.push(input);
      if (input === 1) throw new Error('the example threw');
    });
    send(1);
    await new Promise((resolve) => setImmediate(resolve));
    send(2);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(started, [1, 2]);
  });
});
