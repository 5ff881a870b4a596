import {
  findFeatureById,
  findOccupationBySlug,
  findPrefectureBySlug,
} from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY } from './list-query';
import { listPath, parseJobRoute, parseListRoute, parseSiteRoute } from './routes';

const driver = findOccupationBySlug('driver')!;
const tokyo = findPrefectureBySlug('tokyo')!;
const large = findFeatureById(51)!;

describe('site routes', () => {
  it('reads the home page, lists and job detail', () => {
    expect(parseSiteRoute(undefined)).toEqual({ kind: 'home' });
    expect(parseSiteRoute(['driver'])).toMatchObject({
      kind: 'list',
      scope: { occupation: driver },
    });
    expect(parseSiteRoute(['driver', 'tokyo'])).toMatchObject({
      kind: 'list',
      scope: { prefecture: tokyo },
    });
    expect(parseSiteRoute(['driver', 'tokyo', 'feature_51'])).toMatchObject({
      scope: { prefecture: tokyo, feature: large },
    });
    expect(parseSiteRoute(['driver', 'feature', '51'])).toMatchObject({
      scope: { feature: large },
    });
    expect(parseSiteRoute(['driver', 'tokyo', '13101'])).toMatchObject({
      scope: { municipalityId: '13101' },
    });
    expect(parseSiteRoute(['car_mechanic', 'job', '42'])).toMatchObject({
      kind: 'job',
      jobId: '42',
    });
  });

  it('reads the query segment the proxy adds', () => {
    expect(parseSiteRoute(['driver', 'tokyo', '_q~sort~location~page~2'])).toMatchObject({
      query: { sort: 'location', page: 2 },
    });
    expect(parseSiteRoute(['driver', 'job', '1', '_q~page~2'])).toBeNull();
  });

  it('answers 404 for what is not a page', () => {
    for (const segments of [
      ['pilot'],
      ['driver', 'atlantis'],
      ['driver', 'tokyo', 'feature_9999'],
      ['driver', 'feature', 'x'],
      ['driver', 'tokyo', '27100'], // an Osaka code under Tokyo
      ['driver', 'job', '0'],
      ['driver', 'job', 'abc'],
      ['driver', 'tokyo', '13101', 'more'],
      ['driver', '_q~page~x'],
    ]) {
      expect(parseSiteRoute(segments), segments.join('/')).toBeNull();
    }
  });

  it('gives the list route only lists and the job route only jobs', () => {
    expect(parseListRoute('driver', undefined)).toMatchObject({ kind: 'list' });
    expect(parseListRoute('driver', ['tokyo', '_q~page~2'])).toMatchObject({
      kind: 'list',
      scope: { occupation: driver, prefecture: tokyo },
      query: { page: 2 },
    });
    // `/driver/job/` without an id, or with more after it, reaches the list route: 404.
    expect(parseListRoute('driver', ['job'])).toBeNull();
    expect(parseListRoute('driver', ['job', '42', 'x'])).toBeNull();
    expect(parseListRoute('pilot', undefined)).toBeNull();
    expect(parseJobRoute('car_mechanic', '42')).toMatchObject({ kind: 'job', jobId: '42' });
    expect(parseJobRoute('driver', '0')).toBeNull();
    expect(parseJobRoute('pilot', '42')).toBeNull();
  });

  it('builds list URLs with the trailing slashes of the spec', () => {
    expect(listPath({ occupation: driver })).toBe('/driver');
    expect(listPath({ occupation: driver, prefecture: tokyo })).toBe('/driver/tokyo/');
    expect(listPath({ occupation: driver, prefecture: tokyo, feature: large })).toBe(
      '/driver/tokyo/feature_51',
    );
    expect(listPath({ occupation: driver, feature: large })).toBe('/driver/feature/51');
    expect(listPath({ occupation: driver, prefecture: tokyo, municipalityId: '13101' })).toBe(
      '/driver/tokyo/13101/',
    );
    expect(listPath({ occupation: driver }, { ...DEFAULT_LIST_QUERY, page: 3 })).toBe(
      '/driver?page=3',
    );
  });
});
