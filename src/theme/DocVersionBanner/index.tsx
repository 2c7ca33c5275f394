// Change: wraps the theme's DocVersionBanner; on "next" while no Turf release newer than the latest is published, says what the pages show instead of calling a published release unreleased.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type { WrapperProps } from '@docusaurus/types';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { ThemeClassNames } from '@docusaurus/theme-common';

import { nextIsPrerelease, nextVersion } from '@site/src/data/versions';

type Props = WrapperProps<typeof DocVersionBannerType>;

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const { version } = useDocsVersion();
  if (version !== nextVersion.name || nextIsPrerelease) return <DocVersionBanner {...props} />;
  return (
    <div className={clsx(props.className, ThemeClassNames.docs.docVersionBanner, 'alert alert--info margin-bottom--md')} role="note">
      No Turf release newer than <b>{nextVersion.turfVersion}</b> is published yet: these pages document {nextVersion.turfVersion}, the
      newest release on npm.
    </div>
  );
}
