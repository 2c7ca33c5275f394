// Change: the skip link and client-side navigations leave focus in the page, not on <body>.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import { useHistory, useLocation } from '@docusaurus/router';

import styles from './styles.module.css';

/**
 * The theme removes the `tabindex` it focused with, so Chromium's "focusing fix-up" moves focus to
 * <body>: https://github.com/facebook/docusaurus/issues/11647.
 */
function focusInPlace(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * The main heading, which a screen reader announces, instead of the theme's reset (which loses
 * focus). As a later sibling, its effect runs after the theme's.
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

/** The skip link's own handler has run, and lost focus, by the time the click bubbles here. */
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
