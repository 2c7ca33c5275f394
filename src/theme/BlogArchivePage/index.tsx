// Change: the hero inside <main> and years as h2, where the stock page fails axe (a second banner landmark, a skipped heading level).
// Registered as theme/BlogArchivePage in dependency-patches/registry.cjs.
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDateTimeFormat } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

type ArchivedPost = Props['archive']['blogPosts'][number];

function postsByYear(posts: readonly ArchivedPost[]): [year: string, posts: ArchivedPost[]][] {
  const years = new Map<string, ArchivedPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years];
}

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
