// Change: Escape closes the mobile navigation menu and puts focus back on its toggle.
import { useEffect, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The theme does not close the sidebar on Escape; this presses its own close button. A dialog opened
 * from the sidebar (search) stops its own Escape or has already closed.
 */
export default function MobileSidebarWrapper(): ReactNode {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const close = document.querySelector<HTMLElement>('.navbar-sidebar--show .navbar-sidebar__close');
      if (!close) return;
      close.click();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, []);
  return <MobileSidebar />;
}
