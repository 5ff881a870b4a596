import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  decodeQuerySegment,
  encodeQuerySegment,
  isSearchQuery,
  type ListQuery,
  listSearchString,
  MAX_LIST_PAGE,
  parseListSearchParams,
  readListSearchParams,
} from './list-query';

const parse = (search: string) => parseListSearchParams(new URLSearchParams(search));

describe('list query', () => {
  it('reads page, sort and filters, dropping what is not valid', () => {
    expect(
      parse('page=3&sort=highest_salary&hiring=part_time&hiring=regular&salary=300000'),
    ).toEqual({
      ...DEFAULT_LIST_QUERY,
      page: 3,
      sort: 'highest_salary',
      hiringTypes: ['regular', 'part_time'],
      minSalary: 300000,
    });
    expect(parse('page=0&sort=cheapest&hiring=boss&salary=123')).toEqual(DEFAULT_LIST_QUERY);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=99999').page).toBe(MAX_LIST_PAGE);
  });

  it('writes the public query string without defaults', () => {
    expect(listSearchString(DEFAULT_LIST_QUERY)).toBe('');
    expect(listSearchString({ ...DEFAULT_LIST_QUERY, page: 2, sort: 'location' })).toBe(
      '?sort=location&page=2',
    );
  });

  it('round-trips through the internal path segment in one canonical spelling', () => {
    const query = parse('salary=250000&page=4&hiring=contract.regular&sort=highest_salary');
    const segment = encodeQuerySegment(query);
    expect(segment).toBe('_q~sort~highest_salary~hiring~regular.contract~salary~250000~page~4');
    expect(decodeQuerySegment(segment ?? '')).toEqual(query);
    expect(encodeQuerySegment(DEFAULT_LIST_QUERY)).toBeNull();
    // Another spelling of the same query is not served (one cache entry per list).
    expect(decodeQuerySegment('_q~page~4~sort~highest_salary')).toBeNull();
    expect(decodeQuerySegment('_q~page~abc')).toBeNull();
    expect(decodeQuerySegment('page~2')).toBeNull();
  });
});

describe('search conditions in the URL (decision 0031)', () => {
  const read = (search: string, path = {}) =>
    readListSearchParams(new URLSearchParams(search), path);

  it('round-trips every condition through the public query string', () => {
    const query: ListQuery = {
      page: 2,
      sort: 'highest_salary',
      hiringTypes: ['regular', 'contract'],
      minSalary: 300000,
      keyword: '冷凍 夜勤',
      featureIds: [11, 51],
      cityIds: ['27127', '27128'],
      minAnnualSalary: 5000000,
      shift: 'no_night',
      newOnly: true,
      includeClosed: true,
      near: { municipalityId: '27127', radiusKm: 20 },
    };
    const search = listSearchString(query);
    expect(search).toBe(
      '?keyword=%E5%86%B7%E5%87%8D+%E5%A4%9C%E5%8B%A4&feature=11.51&city=27127.27128&sort=highest_salary&hiring=regular.contract&salary=300000&annual=5000000&shift=no_night&new=7&closed=1&near=27127&km=20&page=2',
    );
    expect(parse(search.slice(1))).toEqual(query);
    const point: ListQuery = {
      ...DEFAULT_LIST_QUERY,
      near: { latitude: 34.69, longitude: 135.5, radiusKm: 50 },
      sort: 'distance',
    };
    expect(listSearchString(point)).toBe('?sort=distance&lat=34.69&lng=135.50&km=50');
    expect(parse(listSearchString(point).slice(1))).toEqual(point);
  });

  it('sorts by おすすめ順 with a keyword unless told otherwise, and drops sorts that need more', () => {
    expect(parse('keyword=a').sort).toBe('recommended');
    expect(listSearchString(parse('keyword=a'))).toBe('?keyword=a');
    expect(listSearchString(parse('keyword=a&sort=published_at'))).toBe(
      '?keyword=a&sort=published_at',
    );
    expect(parse('sort=recommended').sort).toBe('published_at');
    expect(parse('sort=distance').sort).toBe('published_at');
    expect(parse('sort=distance&near=27127&km=10').sort).toBe('distance');
  });

  it('cleans keywords and never fails on odd ones', () => {
    expect(parse('keyword=%00%E5%86%B7%E2%80%8F%E5%87%8D%E2%80%AE').keyword).toBe('冷凍');
    expect(parse(`keyword=${encodeURIComponent("% _ \\ ' ( *")}`).keyword).toBe("% _ \\ ' ( *");
    expect(parse('keyword=%E3%80%80+%20').keyword).toBeNull();
    const long = read(`keyword=${'あ'.repeat(1000)}`);
    expect(long.query.keyword).toBeNull();
    expect(long.problems[0]?.message).toContain(`${MAX_KEYWORD_LENGTH}文字以内`);
    expect(parse(`keyword=${'あ'.repeat(MAX_KEYWORD_LENGTH)}`).keyword).toHaveLength(
      MAX_KEYWORD_LENGTH,
    );
  });

  it('drops unknown ids and out-of-range values with a Japanese message', () => {
    const { query, problems } = read(
      'feature=51.999999.abc&city=27127.99999.1&annual=123&shift=evening&new=3&closed=yes&near=27127&km=-1',
    );
    expect(query).toEqual({ ...DEFAULT_LIST_QUERY, featureIds: [51], cityIds: ['27127'] });
    expect(problems.map((p) => p.param)).toEqual(['feature', 'city', 'annual', 'km']);
    expect(problems.every((p) => /[ぁ-んァ-ン一-龯]/.test(p.message))).toBe(true);
    expect(read('near=27127&km=10000').query.near).toBeNull();
    expect(read('near=27127&km=10.0').query.near).toBeNull();
    expect(read('lat=91&lng=135&km=10').query.near).toBeNull();
    expect(read('lat=34.6937&lng=135.5023&km=10').query.near).toEqual({
      latitude: 34.69,
      longitude: 135.5,
      radiusKm: 10,
    });
  });

  it('leaves out what the path already says, and cities of another prefecture', () => {
    const { query } = read('feature=51.11&city=27127.13101.27128', {
      prefectureCode: 27,
      municipalityId: '27128',
      featureId: 51,
    });
    expect(query.featureIds).toEqual([11]);
    expect(query.cityIds).toEqual(['27127']);
  });

  it('tells searches from SEO variants, and never puts a search in a segment', () => {
    expect(isSearchQuery(parse('page=2&sort=location&hiring=regular&salary=300000'))).toBe(false);
    for (const search of ['keyword=a', 'feature=11', 'shift=day', 'new=7', 'closed=1']) {
      expect(isSearchQuery(parse(search)), search).toBe(true);
      expect(encodeQuerySegment(parse(search)), search).toBeNull();
    }
    expect(decodeQuerySegment('_q~keyword~a')).toBeNull();
    expect(decodeQuerySegment('_q~%E0%A4%A')).toBeNull();
  });
});
