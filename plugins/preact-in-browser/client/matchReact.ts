/**
 * Where preact/compat and React 19 differ in ways a reader or a test can notice, Preact is
 * adjusted here to React's behaviour. Loaded as a client module, before the page hydrates, in the
 * builds that run on Preact (see ../index.ts). Client modules are also evaluated by the server
 * render, which runs React and has no window: there, nothing is done.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { options, type VNode } from 'preact';

/** Input events React treats as discrete: pending effects run before the page handles them. */
const discreteEvents = ['keydown', 'keyup', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click', 'contextmenu', 'input', 'change', 'submit', 'focusin', 'focusout'];

/**
 * When effects run. React runs effects in a task of its own soon after the render (its scheduler
 * posts a MessageChannel message), and runs any still pending before it handles the next input
 * event. Preact's default waits for the next animation frame, so a key pressed soon after another
 * met the previous render's effects not yet run: DocSearch's shortcut listener, re-attached by an
 * effect when the modal closes, took Ctrl+K pressed right after Escape for one more "close".
 */
function runEffectsAsReactDoes(): void {
  let pendingEffects: (() => void) | null = null;
  let flushing = false;
  let rendering = false;

  /**
   * Runs the pending effects, never from inside Preact's own work: an effect that moves focus (an
   * editor that takes it on mount) fires focusin at once, and the listener below would otherwise
   * run effects Preact has started but not yet marked done a second time (two editors in one
   * example). Preact runs effects both when it flushes them and when it re-renders a component
   * whose effects are pending, so both are tracked.
   */
  function flushPendingEffects(): void {
    const flush = pendingEffects;
    if (!flush || flushing || rendering) return;
    pendingEffects = null;
    flushing = true;
    try {
      flush();
    } finally {
      flushing = false;
    }
  }

  // Re-renders are scheduled in a microtask, as Preact's default does; this only marks them.
  options.debounceRendering = (render) => {
    queueMicrotask(() => {
      rendering = true;
      try {
        render();
      } finally {
        rendering = false;
      }
    });
  };

  const effectTask = new MessageChannel();
  effectTask.port1.onmessage = flushPendingEffects;
  options.requestAnimationFrame = (flush) => {
    pendingEffects = flush;
    effectTask.port2.postMessage(null);
  };

  // Capture listeners on window run before any handler of the page's own.
  for (const type of discreteEvents) window.addEventListener(type, flushPendingEffects, { capture: true, passive: true });
}

/**
 * `inert=""`: preact/compat reports React 18 as its version, so Docusaurus's mobile sidebar falls
 * back to React 18's way of setting `inert` (an empty string). React 18 wrote that as the
 * attribute; Preact assigns it to the `inert` property, where '' means false, and the hidden
 * panel of the mobile menu stayed focusable and visible to screen readers.
 */
function setInertAsReact18Did(): void {
  const previousVnodeHook = options.vnode;
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as { inert?: unknown } | undefined;
    if (typeof vnode.type === 'string' && props?.inert === '') props.inert = true;
    previousVnodeHook?.(vnode);
  };
}

if (ExecutionEnvironment.canUseDOM) {
  runEffectsAsReactDoes();
  setInertAsReact18Did();
}
