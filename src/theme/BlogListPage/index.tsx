// Change: adds the visible h1 the stock page lacks, by which screen-reader users learn where they landed.
// Registered as theme/BlogListPage in dependency-patches/registry.cjs.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/BlogListPage';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogPostItems from '@theme/BlogPostItems';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';

export default function BlogListPage({ metadata, items, sidebar }: Props): ReactNode {
  const { blogTitle, blogDescription } = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData metadata={metadata} items={items} sidebar={sidebar} />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{blogTitle}</Heading>
          <p>{blogDescription}</p>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
