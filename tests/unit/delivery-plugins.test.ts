/**
 * The DELIVERY_OFF switch (plugins/delivery/switch.ts) that `npm run bench` builds the site with
 * to show what the delivery plugins buy.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { deliveryPlugins, deliveryPluginsOff } from '../../plugins/delivery/switch';

describe('DELIVERY_OFF', () => {
  it('keeps every delivery plugin on when unset or empty', () => {
    assert.equal(deliveryPluginsOff(undefined).size, 0);
    assert.equal(deliveryPluginsOff(' ').size, 0);
  });

  it('turns off the plugins it names, or all of them', () => {
    assert.deepEqual([...deliveryPluginsOff('route-data, chunk-names')], ['route-data', 'chunk-names']);
    assert.deepEqual([...deliveryPluginsOff('all')].sort(), [...deliveryPlugins].sort());
  });

  it('stops on a name that is not a delivery plugin, listing the valid ones', () => {
    assert.throws(
      () => deliveryPluginsOff('route-shards'),
      /DELIVERY_OFF names route-shards, which is not a delivery plugin; use "all" or some of: .*route-data/,
    );
  });
});
