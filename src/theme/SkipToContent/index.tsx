// Change: the skip link and client-side navigations leave focus in the page, not on <body>.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import { useHistory, useLocation } from '@docusaurus/router';

import styles from './styles.module.css';

/**
 * Focuses an element that is not focusable by itself, and keeps it focusable. The theme sets
 * `tabindex="-1"`, focuses and removes the attribute again; Chromium then finds the focused element
 * no longer focusable and moves focus to <body> (the "focusing fix-up" rule). The skip link's next
 * Tab happened to work, but screen readers heard nothing and focus was lost, as reported upstream
 * for navigations in https://github.com/facebook/docusaurus/issues/11647.
 */
function focusInPlace(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After a link opens another page, the theme resets focus to the region around its skip link (and
 * loses it, above). Focus goes to the new page's main heading instead, which a screen reader
 * announces and from which Tab continues through the page. It runs after the theme's own reset
 * (the effect of a later sibling), under the same condition: a new history entry without a hash
 * (a hash link scrolls to its target and leaves focus to the browser).
 */
function FocusHeadingAfterNavigation(): null {
  const history = useHistory();
  const location = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (location.hash || history.action !== 'PUSH') return;
    const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (target) focusInPlace(target);
  }, [location, history]);
  return null;
}

/** The skip link's own click handler has run (and lost focus) by the time the click bubbles here. */
function keepFocusInMain(event: MouseEvent<HTMLDivElement>): void {
  const main = document.querySelector<HTMLElement>('main');
  if (main && (event.target as Element).closest('a')) focusInPlace(main);
}

export default function SkipToContentWrapper(): ReactNode {
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: it hears the skip link's click (Enter on a link is a click) */}
      <div className={styles.contents} onClick={keepFocusInMain}>
        <SkipToContent />
      </div>
      <FocusHeadingAfterNavigation />
    </>
  );
}
