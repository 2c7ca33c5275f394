// Change: wraps the theme's AnnouncementBar to drop the page-load 'dismissed' attribute when a new announcement replaces a dismissed one.
import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Set before the page paints, from the stored dismissal, to hide the bar without a flash. */
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * The theme resets a dismissal when the announcement's id changes, but the attribute that hid
 * the old announcement on page load stays on <html> until the next full load, so the new one
 * would stay invisible. Drop the attribute once the bar is active again.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(initiallyDismissedAttribute);
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
