// Change: wraps the theme's AnnouncementBar to drop the page-load 'dismissed' attribute when a new announcement replaces a dismissed one.
import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/** The attribute stays on <html> until the next full load, so a new announcement would stay hidden. */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.removeAttribute(initiallyDismissedAttribute);
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
