/**
 * Readers' words in Chinese, Japanese and Korean (src/data/searchTranslations.ts) and how a query uses
 * them (client/translatedQuery.ts): the pages are English, so before these a question in those scripts
 * found nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

import { searchTranslations } from '../../src/data/searchTranslations';
import { translatedQuery } from '../../plugins/features/search/client/translatedQuery';
import { searchIndex } from '../../plugins/features/search/client/ranking';
import type { SearchRecord } from '../../plugins/features/search/client/records';
import { indexAsLoaded, page } from './searchFixtures';

const tag = 'docs-default-7.4.0';
const fn = (name: string, summary: string): SearchRecord[] => page(`/docs/api/${name}`, tag, 'API', name, {}, [summary]);
const index = indexAsLoaded(tag, [
  ...fn('buffer', 'Calculates a buffer for input features for a given radius.'),
  ...fn('area', 'Calculates the geodesic area in square meters of one or more polygons.'),
  ...fn('center', 'Takes a Feature or FeatureCollection and returns the absolute center point of all features.'),
  ...fn('distance', 'Calculates the distance between two points in degrees, radians, miles, or kilometers.'),
]);
const firstPage = (query: string) => searchIndex(index, query, () => true)[0]?.record.url_without_anchor;

describe('search in Chinese, Japanese and Korean', () => {
  it('holds words of those scripts, each with the one English search it stands for', () => {
    const seen = new Map<string, string>();
    for (const { english, words } of searchTranslations) {
      assert.match(english, /^[a-z]+(?: [a-z]+)*$/, `"${english}" is not lower-case English words`);
      assert.ok(words.length > 0, english);
      for (const word of words) {
        assert.match(word, /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー ]+$/u, `"${word}" (${english})`);
        assert.equal(word, word.trim(), `"${word}" has spaces at its ends`);
        assert.ok(!seen.has(word), `"${word}" stands for both "${seen.get(word)}" and "${english}"`);
        seen.set(word, english);
      }
    }
  });

  it('searches a query in those scripts with the English words of the tasks it names, longest words first', () => {
    assert.equal(translatedQuery('缓冲区'), 'buffer 缓冲区');
    // 中心点 is a centre, not also a point (点).
    assert.equal(translatedQuery('多边形的中心点'), 'polygon center 多边形的中心点');
    // Korean joins particles to its words: 면적을 is 면적 ("area") and a particle.
    assert.equal(translatedQuery('폴리곤 면적을 구하는 방법'), 'polygon area 폴리곤 면적을 구하는 방법');
    assert.equal(translatedQuery('ポリゴンの面積'), 'polygon area ポリゴンの面積');
  });

  it('leaves a query in Latin script, and one that names no task, as it is', () => {
    for (const query of ['buffer a polygon', 'Łódź', '你好', '', '안녕하세요']) assert.equal(translatedQuery(query), query);
  });

  it('finds the function a question in those scripts names, where it found nothing before', () => {
    assert.equal(firstPage('计算两点之间的距离'), '/docs/api/distance');
    assert.equal(firstPage('緩衝區'), '/docs/api/buffer');
    assert.equal(firstPage('중심점을 구하는 방법'), '/docs/api/center');
    assert.equal(firstPage('多边形面积'), '/docs/api/area');
    assert.equal(firstPage('你好'), undefined);
  });
});
