/** The options an example passes to its function, read from the code and written back by a control. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { readOptions, setOption } from '../../plugins/features/live-examples/editing/exampleOptions';

const along = `var line = turf.lineString([[-83, 30], [-84, 36], [-78, 41]]);
var options = {units: 'miles'};

var along = turf.along(line, 200, options);`;

describe('example options', () => {
  it('are read from the variable the call passes, as written literals', () => {
    assert.deepEqual(readOptions(along, 'along', 2), { values: { units: 'miles' }, writable: true });
    assert.deepEqual(
      readOptions('var c = turf.circle([0, 0], 5, { steps: 10, units: "kilometers", mutate: false, offset: -2 });', 'circle', 2),
      {
        values: { steps: 10, units: 'kilometers', mutate: false, offset: -2 },
        writable: true,
      },
    );
  });

  it('set a value where it is written, in the quotes the code uses, changing nothing else', () => {
    assert.equal(setOption(along, 'along', 2, 'units', 'kilometers'), along.replace("{units: 'miles'}", "{units: 'kilometers'}"));
    const doubled = 'var b = turf.buffer(pt, 500, {"units": "miles"});';
    assert.equal(setOption(doubled, 'buffer', 2, 'units', 'feet'), 'var b = turf.buffer(pt, 500, {"units": "feet"});');
  });

  it('add an option the object lacks, or an options argument the call lacks', () => {
    assert.equal(setOption(along, 'along', 2, 'steps', 4), along.replace("{units: 'miles'}", "{units: 'miles', steps: 4}"));
    assert.equal(setOption('turf.buffer(pt, 5, {});', 'buffer', 2, 'units', 'miles'), "turf.buffer(pt, 5, { units: 'miles' });");
    assert.equal(setOption('var b = turf.buffer(pt, 5);', 'buffer', 2, 'steps', 16), 'var b = turf.buffer(pt, 5, { steps: 16 });');
    assert.deepEqual(readOptions('var b = turf.buffer(pt, 5);', 'buffer', 2), { values: {}, writable: true });
  });

  it('write booleans, numbers and shorthand properties as code', () => {
    assert.equal(
      setOption('var mutate = true; turf.flip(pt, { mutate });', 'flip', 1, 'mutate', false),
      'var mutate = true; turf.flip(pt, { mutate: false });',
    );
    assert.equal(setOption('turf.circle(c, 5, { steps: 64 });', 'circle', 2, 'steps', 8), 'turf.circle(c, 5, { steps: 8 });');
  });

  it('leave options built another way to the reader', () => {
    const built = 'var b = turf.buffer(pt, 5, makeOptions());';
    assert.deepEqual(readOptions(built, 'buffer', 2), { values: {}, writable: false });
    assert.equal(setOption(built, 'buffer', 2, 'units', 'miles'), undefined);
    assert.equal(setOption('var x = turf.area(p);', 'buffer', 2, 'units', 'miles'), undefined, 'the function is not called');
  });

  it('escape a string so it cannot end the literal', () => {
    assert.equal(setOption("turf.tag(a, b, { field: 'x' });", 'tag', 2, 'field', "it's"), "turf.tag(a, b, { field: 'it\\'s' });");
  });
});
