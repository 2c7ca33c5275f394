// Change: the theme's blog archive page, rebuilt: its hero inside <main>, years as h2 (registered in dependency-patches).
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

type ArchivedPost = Props['archive']['blogPosts'][number];

/** Posts grouped by the year of their date, newest year first, each year's posts newest first. */
function postsByYear(posts: readonly ArchivedPost[]): [year: string, posts: ArchivedPost[]][] {
  const years = new Map<string, ArchivedPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

/**
 * The blog's archive. The stock page puts its hero <header> beside <main>, where it counts as a
 * second banner landmark next to the announcement bar's, and titles each year with an h3 right
 * under the h1 (axe: landmark-no-duplicate-banner, landmark-unique, heading-order). Here the
 * hero is the first part of <main> and the years are h2.
 */
export default function BlogArchivePage({ archive }: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const dateFormat = useDateTimeFormat({ day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <div className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </div>
          <div className="container margin-vert--lg">
            <div className="row">
              {postsByYear(archive.blogPosts).map(([year, posts]) => (
                <section key={year} className="col col--4 margin-vert--lg" aria-labelledby={year}>
                  <Heading as="h2" id={year}>
                    {year}
                  </Heading>
                  <ul>
                    {posts.map((post) => (
                      <li key={post.metadata.permalink}>
                        <Link to={post.metadata.permalink}>
                          {dateFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
        </main>
      </Layout>
    </>
  );
}
