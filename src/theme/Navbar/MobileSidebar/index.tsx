// Change: Escape closes the mobile navigation menu and puts focus back on its toggle.
import { useEffect, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * On narrow screens the navbar's links open in a sidebar over the page, which the theme closes
 * with its close button, a click on the backdrop or a link, but not with Escape, the key a
 * keyboard user closes an overlay with. Escape now presses the sidebar's own close button, and
 * focus goes back to the toggle that opened it. (Escape inside a dialog opened from the sidebar,
 * such as search, is that dialog's: it stops the event or has already closed.)
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
