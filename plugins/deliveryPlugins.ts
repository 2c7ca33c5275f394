/**
 * The names of the delivery plugins (see docusaurus.config.ts), and the `DELIVERY_OFF` switch
 * that builds the site without some or all of them.
 */
export const deliveryPlugins = ['ssr-template', 'route-prefetch', 'lazy-route-components', 'route-shards', 'chunk-names', 'code-highlight'] as const;
export type DeliveryPlugin = (typeof deliveryPlugins)[number];

/** `DELIVERY_OFF`: empty (all on), `all`, or names separated by commas; an unknown name stops the build. */
export function deliveryPluginsOff(setting: string | undefined): ReadonlySet<DeliveryPlugin> {
  const names = (setting ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.includes('all')) return new Set(deliveryPlugins);
  const unknown = names.filter((name) => !(deliveryPlugins as readonly string[]).includes(name));
  if (unknown.length) {
    throw new Error(`DELIVERY_OFF names ${unknown.join(', ')}, which is not a delivery plugin; use "all" or some of: ${deliveryPlugins.join(', ')}.`);
  }
  return new Set(names as DeliveryPlugin[]);
}
