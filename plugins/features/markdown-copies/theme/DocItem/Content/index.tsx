// Change: docs pages offer their Markdown copy (copy to the clipboard, or open it) above the content.
import type { ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme-init/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import CopyPageButton from '../../CopyPageButton';
import { markdownPath } from '../../../markdownPath';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const markdownAddress = markdownPath(metadata.permalink);
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownAddress} />
      </Head>
      <CopyPageButton markdownAddress={markdownAddress} />
      <Content {...props} />
    </>
  );
}
