// Change: Escape closes the dropdown menu and puts focus back on its button.
import type { KeyboardEvent, ReactNode } from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof DesktopType>;

/**
 * The theme's dropdown (the version menu) opens with Enter or Space on its button and closes when
 * focus leaves it, but not with Escape, which is how a keyboard user expects to close a menu
 * without leaving it by Tab. Escape inside an open dropdown now presses its button's own toggle
 * key: the menu closes through the theme's state, and focus is back on the button. The wrapping
 * element has `display: contents`, so the navbar's layout is unchanged.
 */
export default function DesktopWrapper(props: Props): ReactNode {
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    const button = event.currentTarget.querySelector<HTMLElement>('[aria-haspopup="true"]');
    if (button?.getAttribute('aria-expanded') !== 'true') return;
    event.preventDefault();
    button.focus();
    button.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it hears Escape from the menu's own links and button inside it
    <div className={styles.contents} onKeyDown={closeOnEscape}>
      <Desktop {...props} />
    </div>
  );
}
