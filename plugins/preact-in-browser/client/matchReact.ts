/**
 * Where preact/compat and React 19 differ in ways a reader or a test can notice, Preact is
 * adjusted here to React's behaviour. Loaded as a client module, before the page hydrates, in the
 * builds that run on Preact (see ../index.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { options, type VNode } from 'preact';

/**
 * When effects run. React runs the effects of a render caused by a discrete input event (a click,
 * a key, a change...) at once, before the browser paints, and those of any other render in a task
 * of their own soon after; effects still pending when the next input event comes run before it is
 * handled. Preact's default waits for the next animation frame in every case, and readers and the
 * tests saw the difference: a search results page showed "Page 2" over page 1's results for a
 * frame, because the effect that starts loading page 2 had not run; DocSearch's shortcut
 * listener, re-attached by an effect when the modal closes, took Ctrl+K pressed right after
 * Escape for one more "close".
 */
const discreteEvents = ['keydown', 'keyup', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click', 'contextmenu', 'input', 'change', 'submit', 'focusin', 'focusout'];
let pendingEffects: (() => void) | null = null;
let inDiscreteEvent = false;

function flushPendingEffects(): void {
  const flush = pendingEffects;
  pendingEffects = null;
  flush?.();
}

// Other renders: a task of their own, as React's scheduler posts one.
const effectTask = new MessageChannel();
effectTask.port1.onmessage = flushPendingEffects;
// Marks the end of an input event's task: everything it rendered has run by then.
const endOfEvent = new MessageChannel();
endOfEvent.port1.onmessage = () => {
  inDiscreteEvent = false;
};

options.requestAnimationFrame = (flush) => {
  pendingEffects = flush;
  // Preact renders a state change in a microtask; its effects follow in the next one.
  if (inDiscreteEvent) queueMicrotask(flushPendingEffects);
  else effectTask.port2.postMessage(null);
};

// Capture listeners on window run before any handler of the page's own. (Client modules are
// also evaluated by the server render, which has no window.)
if (ExecutionEnvironment.canUseDOM) {
  const beforeDiscreteEvent = () => {
    flushPendingEffects();
    if (!inDiscreteEvent) {
      inDiscreteEvent = true;
      endOfEvent.port2.postMessage(null);
    }
  };
  for (const type of discreteEvents) window.addEventListener(type, beforeDiscreteEvent, { capture: true, passive: true });
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
