import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import Playground from '@theme/Playground';

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout title="Playground" description="Run Turf code on any documented Turf version and see the result on a map.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Playground</Heading>
        <p>
          Write Turf code, choose a Turf version and run it. Put the features you want to see in a variable named <code>addToMap</code>; the
          value of your last statement appears in the result panel. The address of this page keeps your code and version, so you can share
          it as a link.
        </p>
        <Playground />
      </main>
    </Layout>
  );
}
