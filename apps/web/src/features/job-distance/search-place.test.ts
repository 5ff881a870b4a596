import { describe, expect, it } from 'vitest';
import { memoryStorage, refusingStorage } from '@/lib/client-state/test-storage';
import { distanceText, parseSearchPlace, searchPlaceOf, storedSearchPlace } from './search-place';
import { rememberSearchPlace } from './search-place-key';

const UMEDA = { label: '大阪市北区', lat: 34.7055, lng: 135.4983 };

describe('distanceText', () => {
  it('says whole kilometres from the place', () => {
    // 大阪市北区 → 堺市堺区 (about 16 km)
    expect(distanceText(UMEDA, { latitude: 34.5733, longitude: 135.4828 })).toBe(
      '大阪市北区から約15km',
    );
  });

  it('says under 1 km for a job next door', () => {
    expect(distanceText(UMEDA, { latitude: 34.7085, longitude: 135.4983 })).toBe(
      '大阪市北区から約1km未満',
    );
  });

  it('rounds to the nearest kilometre', () => {
    // 0.02° of latitude ≈ 2.22 km
    expect(distanceText(UMEDA, { latitude: 34.7255, longitude: 135.4983 })).toBe(
      '大阪市北区から約2km',
    );
  });
});

describe('searchPlaceOf', () => {
  it('keeps a municipality point as given', () => {
    expect(searchPlaceOf({ label: '堺市堺区', latitude: 34.57331, longitude: 135.48284 })).toEqual({
      label: '堺市堺区',
      lat: 34.57331,
      lng: 135.48284,
    });
  });

  it('rounds a browser position to 2 decimals and calls it 現在地', () => {
    expect(searchPlaceOf({ label: null, latitude: 34.70549, longitude: 135.49834 })).toEqual({
      label: '現在地',
      lat: 34.71,
      lng: 135.5,
    });
  });
});

describe('parseSearchPlace', () => {
  it('reads what was stored', () => {
    expect(parseSearchPlace(JSON.stringify(UMEDA))).toEqual(UMEDA);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['no label', JSON.stringify({ label: ' ', lat: 34, lng: 135 })],
    ['text coordinates', JSON.stringify({ label: 'x', lat: '34', lng: 135 })],
    ['off the globe', JSON.stringify({ label: 'x', lat: 91, lng: 135 })],
    ['an array', '[1,2]'],
  ])('knows no place from %s', (_name, text) => {
    expect(parseSearchPlace(text)).toBeNull();
  });
});

describe('rememberSearchPlace and storedSearchPlace', () => {
  it('reads back the place kept', () => {
    const store = memoryStorage();
    expect(storedSearchPlace(store)).toBeNull();
    rememberSearchPlace(UMEDA, store);
    expect(storedSearchPlace(store)).toEqual(UMEDA);
  });

  it('knows no place where storage is missing or refuses', () => {
    const refusing = refusingStorage();
    expect(() => rememberSearchPlace(UMEDA, refusing)).not.toThrow();
    expect(storedSearchPlace(refusing)).toBeNull();
    expect(storedSearchPlace(null)).toBeNull();
  });
});
