/** Each version's API sidebar, by `sidebar_custom_props.category`; a null category is left out. */
import type { PluginOptions } from '@docusaurus/plugin-content-docs';

import { categoryOrder } from '../../../src/data/apiCategories';

export const apiSidebarItems: PluginOptions['sidebarItemsGenerator'] = async ({ item, docs, defaultSidebarItemsGenerator, ...rest }) => {
  if (item.dirName !== 'api') return defaultSidebarItemsGenerator({ item, docs, ...rest });
  const byCategory = new Map<string, { id: string; label: string }[]>();
  for (const doc of docs) {
    if (!doc.id.startsWith('api/')) continue;
    const category = (doc.frontMatter.sidebar_custom_props as { category?: string | null } | undefined)?.category;
    if (!category) continue;
    const label = String(doc.frontMatter.sidebar_label ?? doc.title);
    byCategory.set(category, [...(byCategory.get(category) ?? []), { id: doc.id, label }]);
  }
  const known = categoryOrder.filter((category) => byCategory.has(category));
  const unknown = [...byCategory.keys()].filter((category) => !categoryOrder.includes(category)).sort();
  // First, so the navbar's API item (the sidebar's first page) opens it.
  const index = docs.some((doc) => doc.id === 'api/index') ? [{ type: 'doc' as const, id: 'api/index', label: 'All functions' }] : [];
  const categories = [...known, ...unknown].map((label) => ({
    type: 'category' as const,
    label,
    collapsible: true,
    // Closed categories are not rendered until opened; the page's own category opens itself.
    collapsed: true,
    items: byCategory
      .get(label)!
      .sort((a, b) => a.label.localeCompare(b.label, 'en'))
      .map((doc) => ({ type: 'doc' as const, id: doc.id, label: doc.label })),
  }));
  return [...index, ...categories];
};
