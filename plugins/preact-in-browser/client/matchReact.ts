/**
 * Where preact/compat and React 19 differ in ways a reader or a test can notice, Preact is
 * adjusted here to React's behaviour. Loaded as a client module, before the page hydrates, in the
 * builds that run on Preact (see ../index.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { options, type VNode } from 'preact';

/**
 * Effects run in a task of their own right after the render, as React's scheduler runs them (it
 * posts a MessageChannel message), and any still pending run before the next input event is
 * handled, as React flushes them before a discrete event's update. Preact's default waits for the
 * next animation frame, so a key pressed soon after another met the previous render's effects
 * not yet run: DocSearch's shortcut listener, re-attached when the modal closes, took Ctrl+K
 * right after Escape for one more "close".
 */
const effectTasks = new MessageChannel();
let pendingEffects: (() => void) | null = null;
function flushPendingEffects(): void {
  const flush = pendingEffects;
  pendingEffects = null;
  flush?.();
}
effectTasks.port1.onmessage = flushPendingEffects;
options.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  effectTasks.port2.postMessage(null);
};
// Capture listeners on window run before any handler of the page's own. (Client modules are
// also evaluated by the server render, which has no window.)
if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['keydown', 'keyup', 'pointerdown', 'mousedown', 'touchstart', 'click', 'input', 'focusin']) {
    window.addEventListener(type, flushPendingEffects, { capture: true, passive: true });
  }
}

/**
 * `inert=""`: preact/compat reports React 18 as its version, so Docusaurus's mobile sidebar falls
 * back to React 18's way of setting `inert` (an empty string). React 18 wrote that as the
 * attribute; Preact assigns it to the `inert` property, where '' means false, and the hidden
 * panel of the mobile menu stayed focusable and visible to screen readers.
 */
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { inert?: unknown } | undefined;
  if (typeof vnode.type === 'string' && props?.inert === '') props.inert = true;
  previousVnodeHook?.(vnode);
};
