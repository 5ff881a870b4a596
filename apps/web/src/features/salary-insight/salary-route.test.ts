import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { parseSalaryRoute } from './salary-route';

describe('salary routes', () => {
  it('reads the index, an occupation and an occupation × prefecture', () => {
    expect(parseSalaryRoute(undefined)).toEqual({ kind: 'index' });
    expect(parseSalaryRoute(['driver'])).toMatchObject({
      kind: 'insight',
      occupation: { occupationNameEn: 'driver' },
    });
    expect(parseSalaryRoute(['car_mechanic', 'osaka'])).toMatchObject({
      occupation: { occupationNameEn: 'car_mechanic' },
      prefecture: { prefectureEnName: 'osaka' },
    });
  });

  it('answers 404 for anything else', () => {
    expect(parseSalaryRoute(['astronaut'])).toBeNull();
    expect(parseSalaryRoute(['driver', 'atlantis'])).toBeNull();
    expect(parseSalaryRoute(['driver', 'tokyo', 'extra'])).toBeNull();
  });

  it('builds paths apart from the list routes', () => {
    expect(paths.salary()).toBe('/salary/');
    expect(paths.salary('driver')).toBe('/salary/driver');
    expect(paths.salary('driver', 'tokyo')).toBe('/salary/driver/tokyo/');
  });
});
