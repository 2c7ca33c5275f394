// Change: Escape closes the dropdown menu and puts focus back on its button.
import type { KeyboardEvent, ReactNode } from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type { WrapperProps } from '@docusaurus/types';

import styles from './styles.module.css';

type Props = WrapperProps<typeof DesktopType>;

/** Escape presses the button's own toggle key, so the menu closes through the theme's state. */
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
