import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import highlightedSnippets from '@generated/code-highlight/default/snippets.json';

import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomeDemo from '@theme/HomeDemo';
import { site } from '@site/src/data/site';
import { currentVersion } from '@site/src/data/versions';
import { installSnippet } from '@site/src/data/highlightedSnippets';
import styles from './index.module.css';

function Hero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          Turf.js
        </Heading>
        <p className={styles.tagline}>{site.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--secondary button--lg" to="/docs/getting-started">
            Get started
          </Link>
          <Link className={`button button--outline button--lg ${styles.onHero}`} to="/docs/api/along">
            API reference
          </Link>
        </div>
        <div className={styles.install}>
          <CodeBlock
            language={installSnippet.language}
            title={`Install Turf ${currentVersion.turfVersion}`}
            highlighted={highlightedSnippets[installSnippet.id]}
          >
            {installSnippet.code}
          </CodeBlock>
        </div>
      </div>
    </div>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout title="Geospatial analysis for JavaScript" description={site.tagline}>
      <Head>
        {/*
          The home page sums up the docs and links to them: a search answers from the page it points to
          ("es module import" is the getting-started guide's), so it ranks after every docs page that matches.
        */}
        <meta name="docsearch:page_rank" content="-0.5" />
      </Head>
      <main>
        <Hero />
        <HomepageFeatures />
        <HomeDemo />
      </main>
    </Layout>
  );
}
