// The delivery plugins' names, and `DELIVERY_OFF`, which builds the site without some or all of them to measure what they buy.
import type { Plugin, PluginModule } from '@docusaurus/types';

export const deliveryPlugins = [
  'ssr-template',
  'route-data',
  'route-chunks-in-pages',
  'lazy-route-components',
  'chunk-names',
  'code-highlight',
] as const;
export type DeliveryPlugin = (typeof deliveryPlugins)[number];

/** `DELIVERY_OFF`: empty (all on), `all`, or names separated by commas; an unknown name stops the build. */
export function deliveryPluginsOff(setting: string | undefined): ReadonlySet<DeliveryPlugin> {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all')) return new Set(deliveryPlugins);
  const unknown = names.filter((name) => !(deliveryPlugins as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(
      `DELIVERY_OFF names ${unknown.join(', ')}, which is not a delivery plugin; use "all" or some of: ${deliveryPlugins.join(', ')}.`,
    );
  }
  return new Set(names as DeliveryPlugin[]);
}

/**
 * A bundler cache of its own for builds with some delivery plugins off: Docusaurus's cache key ignores aliases added by plugins, so
 * a build without a stand-in could resolve it from the cache of one with it (as in webpack/webpack#13627).
 */
export function deliveryCachePlugin(off: ReadonlySet<DeliveryPlugin>): PluginModule {
  return (): Plugin => ({
    name: 'delivery-cache',
    configureWebpack(config) {
      const cache = (config as { experiments?: { cache?: { version?: string } } }).experiments?.cache;
      if (off.size === 0 || !cache?.version) return {};
      return { experiments: { cache: { ...cache, version: `${cache.version}-delivery-off-${[...off].sort().join(',')}` } } } as object;
    },
  });
}
