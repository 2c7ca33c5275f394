/**
 * The cross-library alias table (src/data/searchAliases.ts): its keys are Turf functions the site
 * documents, every name points to a page of its own library's documentation, and the names that
 * readers asked for find their Turf function.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { generatorVersions } from '../../plugins/content/api-docs/index';
import { readVersionModel } from '../../plugins/content/api-docs/generate';
import { searchAliases, type ForeignLibrary, type ForeignName } from '../../src/data/searchAliases';

/**
 * Function names of 7.2.0 and of the newest version, read from their exact installs as the API
 * generator reads them (the unit tests run before any build, so nothing generated is assumed).
 */
async function documentedFunctions(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const version of generatorVersions().filter((candidate) => ['7.2.0', 'current'].includes(candidate.versionName))) {
    const model = await readVersionModel(version, process.cwd());
    for (const fn of model.functions) names.add(fn.name);
  }
  return names;
}

/** Where each library's own documentation lives. */
const docsOf: Record<ForeignLibrary, { host: string; path: string }> = {
  PostGIS: { host: 'postgis.net', path: '/docs/' },
  Shapely: { host: 'shapely.readthedocs.io', path: '/en/stable/' },
  JTS: { host: 'locationtech.github.io', path: '/jts/javadoc/org/locationtech/jts/' },
  QGIS: { host: 'docs.qgis.org', path: '/latest/en/docs/' },
  'Google Maps': { host: 'developers.google.com', path: '/maps/documentation/javascript/reference/geometry' },
  Leaflet: { host: 'leafletjs.com', path: '/reference.html' },
  OpenLayers: { host: 'openlayers.org', path: '/en/latest/apidoc/module-ol_' },
  D3: { host: 'd3js.org', path: '/d3-' },
  geolib: { host: 'github.com', path: '/manuelbieh/geolib' },
};

const entries: [string, ForeignName][] = Object.entries(searchAliases).flatMap(([fn, names]) =>
  names.map((name): [string, ForeignName] => [fn, name]),
);

const anchorOf = (source: string): string => new URL(source).hash.slice(1);

/** The Turf functions an alias leads to. */
function turfFunctionsOf(library: ForeignLibrary, name: string): string[] {
  return entries.filter(([, alias]) => alias.library === library && alias.name === name).map(([fn]) => fn);
}

describe('search aliases', () => {
  it('are keyed by functions of the 7.2.0 or current API', async () => {
    const documented = await documentedFunctions();
    const unknown = Object.keys(searchAliases).filter((fn) => !documented.has(fn));
    assert.deepEqual(unknown, [], 'keys that are no Turf function of 7.2.0 or current');
  });

  it('give each function at least one name', () => {
    for (const [fn, names] of Object.entries(searchAliases)) {
      assert.ok(names.length > 0, `${fn} has an empty list`);
    }
  });

  it("source every name on a https page of its library's documentation", () => {
    for (const [fn, alias] of entries) {
      const url = new URL(alias.source);
      const docs = docsOf[alias.library];
      const label = `${fn}: ${alias.library} ${alias.name} (${alias.source})`;
      assert.equal(url.protocol, 'https:', label);
      assert.equal(url.host, docs.host, label);
      assert.ok(url.pathname.startsWith(docs.path), `${label} is not under ${docs.path}`);
    }
  });

  it('point each name to its own page', () => {
    for (const [fn, { library, name, source }] of entries) {
      const label = `${fn}: ${library} ${name} (${source})`;
      if (library === 'PostGIS') assert.equal(source, `https://postgis.net/docs/${name}.html`, label);
      if (library === 'JTS') assert.ok(source.endsWith(`/${name.split('.')[0]}.html`), label);
      if (library === 'Shapely' && source.includes('/reference/')) assert.ok(source.endsWith(`/shapely.${name}.html`), label);
      if (library === 'QGIS') assert.match(source, /\/processing_algs\/[a-z]+\/[a-z]+\.html#[a-z-]+$/, label);
      if (library === 'Google Maps') assert.ok(source.endsWith(`#${name}`), label);
      if (library === 'Leaflet') assert.ok(source.endsWith(`#${name.toLowerCase().replace('.', '-')}`), label);
      if (library === 'OpenLayers') assert.ok(source.endsWith(`#${name.split('.').at(-1)}`) || source.endsWith(`#.${name}`), label);
      if (library === 'geolib') assert.ok(anchorOf(source).startsWith(name.toLowerCase()), label);
      if (library === 'D3') assert.ok(source.endsWith(`#${name.replace(/^d3\./, '')}`), label);
    }
  });

  it('write names and notes without stray spaces', () => {
    for (const [fn, alias] of entries) {
      assert.equal(alias.name, alias.name.trim(), `${fn}: name "${alias.name}"`);
      assert.ok(alias.name.length > 0, `${fn}: empty name`);
      if (alias.note !== undefined)
        assert.ok(alias.note.trim().length > 0 && alias.note === alias.note.trim(), `${fn}: note "${alias.note}"`);
    }
  });

  it('list a name once per function', () => {
    for (const [fn, names] of Object.entries(searchAliases)) {
      const keys = names.map(({ library, name }) => `${library}: ${name}`);
      assert.deepEqual(
        keys.filter((key, index) => keys.indexOf(key) !== index),
        [],
        `${fn} repeats a name`,
      );
    }
  });

  it('name PostGIS functions with their ST_ prefix', () => {
    for (const [fn, alias] of entries) {
      if (alias.library === 'PostGIS') assert.match(alias.name, /^ST_[A-Za-z0-9]+$/, `${fn}: ${alias.name}`);
    }
  });

  it('lead the names readers asked for to their Turf function', () => {
    const expected: [ForeignLibrary, string, string][] = [
      ['PostGIS', 'ST_Within', 'booleanWithin'],
      ['PostGIS', 'ST_MakeEnvelope', 'bboxPolygon'],
      ['PostGIS', 'ST_Transform', 'toMercator'],
      ['PostGIS', 'ST_Transform', 'toWgs84'],
      ['Shapely', 'unary_union', 'union'],
      ['Shapely', 'interpolate', 'along'],
      ['QGIS', 'Dissolve', 'dissolve'],
      ['Google Maps', 'spherical.computeLength', 'length'],
      ['Google Maps', 'spherical.computeOffset', 'destination'],
      ['D3', 'd3.geoCircle', 'circle'],
      ['geolib', 'computeDestinationPoint', 'destination'],
    ];
    for (const [library, name, fn] of expected) {
      assert.ok(turfFunctionsOf(library, name).includes(fn), `${library} ${name} should lead to ${fn}`);
    }
  });

  it('say that ST_Transform stands for one projection pair only', () => {
    for (const fn of ['toMercator', 'toWgs84']) {
      const transform = searchAliases[fn].find(({ library, name }) => library === 'PostGIS' && name === 'ST_Transform');
      assert.match(transform?.note ?? '', /EPSG:4326/, fn);
      assert.match(transform?.note ?? '', /EPSG:3857/, fn);
    }
  });
});
