import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_QUERY,
  decodeQuerySegment,
  encodeQuerySegment,
  listSearchString,
  MAX_LIST_PAGE,
  parseListSearchParams,
} from './list-query';

const parse = (search: string) => parseListSearchParams(new URLSearchParams(search));

describe('list query', () => {
  it('reads page, sort and filters, dropping what is not valid', () => {
    expect(
      parse('page=3&sort=highest_salary&hiring=part_time&hiring=regular&salary=300000'),
    ).toEqual({
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
