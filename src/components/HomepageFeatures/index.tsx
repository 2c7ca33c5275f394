import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

interface Feature {
  readonly title: string;
  readonly body: ReactNode;
}

const features: readonly Feature[] = [
  {
    title: 'GeoJSON in, GeoJSON out',
    body: <>Every function takes and returns plain GeoJSON (RFC 7946), so results go straight to a map library, a file or a database.</>,
  },
  {
    title: 'Measure, test and transform',
    body: (
      <>
        Distances, areas and bearings; boolean predicates such as point-in-polygon; buffers, unions, simplification, grids, clustering and
        interpolation.
      </>
    ),
  },
  {
    title: 'Browsers and Node.js',
    body: (
      <>
        Import one small package per function or the whole <code>@turf/turf</code> bundle: ES modules, CommonJS or a script tag.
      </>
    ),
  },
  {
    title: 'Documentation for your version',
    body: (
      <>
        Each Turf release has its own guides and API reference, generated from that release&apos;s own source.{' '}
        <Link to="/versions">See all versions</Link>.
      </>
    ),
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          What Turf does
        </Heading>
        <div className="row">
          {features.map((feature) => (
            <div key={feature.title} className="col col--3">
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.body}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
