import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import { coveredReleases, docsVersions, type DocsVersion } from '@site/src/data/versions';
import { site } from '@site/src/data/site';
import styles from './versions.module.css';

const statusLabel: Record<DocsVersion['status'], string> = {
  next: 'Next',
  current: 'Current',
  past: 'Past release',
};

function VersionRow({ version }: { version: DocsVersion }): ReactNode {
  const releaseTag = `v${version.turfVersion}`;
  return (
    <tr>
      <th scope="row">
        {version.label}{' '}
        <span className={`badge ${version.status === 'past' ? 'badge--secondary' : 'badge--primary'}`}>
          {statusLabel[version.status]}
        </span>{' '}
      </th>
      <td>
        <Link to={`${version.path}/intro`}>Documentation</Link>{' '}
      </td>
      <td>{coveredReleases(version)} </td>
      <td>
        <code className={styles.command}>npm install @turf/turf@{version.turfVersion}</code>{' '}
      </td>
      <td>
        Turf {version.turfVersion}. {version.summary}{' '}
        <Link href={`${site.turfRepository}/releases/tag/${releaseTag}`}>Release notes for {releaseTag}</Link>
      </td>
    </tr>
  );
}

export default function Versions(): ReactNode {
  return (
    <Layout title="Versions" description="Every version of the Turf documentation, with its install command.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Turf documentation versions</Heading>
        <p>
          Each version documents one exact Turf release: its guides, and an API reference generated from that release&apos;s own source. For
          a line with patch releases, that is the newest one, the release its readers install today; earlier releases of the line are
          covered too, and the upgrade guide says which of them brought what. Pick the version that matches the Turf you install.
        </p>
        <div className={styles.tableWrapper}>
          <table>
            <caption className={styles.caption}>Documentation versions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version </th>
                <th scope="col">Docs </th>
                <th scope="col">Releases covered </th>
                <th scope="col">Install </th>
                <th scope="col">What it documents</th>
              </tr>
            </thead>
            <tbody>
              {docsVersions.map((version) => (
                <VersionRow key={version.name} version={version} />
              ))}
            </tbody>
          </table>
        </div>
      </main>
    </Layout>
  );
}
