import { describe, expect, it, vi } from 'vitest';
import { cleanKeyword, cleanPlace } from './search-input';
import {
  type PlaceLookups,
  resolveSearch,
  searchNoticeMessages,
  searchTargetUrl,
} from './search-target';

const MUNICIPALITIES: Record<string, Array<{ id: string; name: string }>> = {
  osaka: [
    { id: '27127', name: '大阪市北区' },
    { id: '27128', name: '大阪市中央区' },
    { id: '27203', name: '豊中市' },
    { id: '27205', name: '吹田市' },
  ],
  kanagawa: [
    { id: '14101', name: '横浜市鶴見区' },
    { id: '14102', name: '横浜市神奈川区' },
    { id: '14103', name: '横浜市西区' },
    { id: '14131', name: '川崎市川崎区' },
    { id: '14204', name: '鎌倉市' },
  ],
  tokyo: [
    { id: '13104', name: '新宿区' },
    { id: '13206', name: '府中市' },
  ],
};

/** The BFF as it is until searchSuggestions is served: municipalities yes, suggestions fail. */
function lookups(overrides: Partial<PlaceLookups> = {}): PlaceLookups {
  return {
    municipalitiesOf: vi.fn(async (pref: string) => MUNICIPALITIES[pref] ?? []),
    placeSuggestions: vi.fn(async () => {
      throw new Error('searchSuggestions: not implemented');
    }),
    ...overrides,
  };
}

async function go(query: Record<string, string>, using: PlaceLookups = lookups()) {
  return searchTargetUrl(await resolveSearch(new URLSearchParams(query), using));
}

describe('place words', () => {
  it.each([
    '大阪',
    '大阪府',
    'おおさか',
    'オオサカ',
    'ｵｵｻｶ',
    'おおさかふ',
    'osaka',
    'Osaka',
    '　大阪府　',
  ])('%s is the prefecture osaka', async (place) => {
    expect(await go({ keyword: '4t', place, occupation: 'driver' })).toBe(
      '/driver/osaka/?keyword=4t',
    );
    expect(await go({ keyword: '4t', place })).toBe('/search?keyword=4t&pref=osaka');
  });

  it('reads 北海道, 東京 and 京都 (prefectures whose short names differ)', async () => {
    expect(await go({ place: '北海道', occupation: 'driver' })).toBe('/driver/hokkaido/');
    expect(await go({ place: 'とうきょうと', occupation: 'driver' })).toBe('/driver/tokyo/');
    expect(await go({ place: '京都', occupation: 'driver' })).toBe('/driver/kyoto/');
  });

  it('a municipality of a named prefecture is its list', async () => {
    expect(await go({ place: '東京都新宿区', occupation: 'driver' })).toBe('/driver/tokyo/13104/');
    expect(await go({ place: '東京都 新宿区' })).toBe('/search?pref=tokyo&city=13104');
    expect(await go({ place: '新宿区 東京', occupation: 'driver' })).toBe('/driver/tokyo/13104/');
  });

  it('a designated city is its wards', async () => {
    expect(await go({ place: '神奈川県横浜市', occupation: 'driver', keyword: '夜勤' })).toBe(
      '/driver/kanagawa/?keyword=%E5%A4%9C%E5%8B%A4&city=14101.14102.14103',
    );
    expect(await go({ place: '神奈川 横浜', occupation: 'driver' })).toBe(
      '/driver/kanagawa/?city=14101.14102.14103',
    );
  });

  it('a city named like its prefecture is found without the prefecture', async () => {
    expect(await go({ place: '大阪市', occupation: 'driver' })).toBe(
      '/driver/osaka/?city=27127.27128',
    );
  });

  it('a city alone is found through place suggestions once the api serves them', async () => {
    const withSuggestions = lookups({
      placeSuggestions: vi.fn(async () => [
        { kind: 'municipality', id: '14101', label: '横浜市鶴見区（神奈川県）' },
        { kind: 'municipality', id: '14102', label: '横浜市神奈川区（神奈川県）' },
        { kind: 'prefecture', id: 'kanagawa', label: '神奈川県' },
      ]),
    });
    expect(await go({ place: '横浜市', occupation: 'driver' }, withSuggestions)).toBe(
      '/driver/kanagawa/?city=14101.14102',
    );
    expect(await go({ place: '鶴見区' }, withSuggestions)).toBe(
      '/search?keyword=%E9%B6%B4%E8%A6%8B%E5%8C%BA',
    );
  });

  it('a name in two prefectures stays a keyword word', async () => {
    const twoFuchu = lookups({
      placeSuggestions: vi.fn(async () => [
        { kind: 'municipality', id: '13206', label: '府中市（東京都）' },
        { kind: 'municipality', id: '34208', label: '府中市（広島県）' },
      ]),
    });
    expect(await go({ place: '府中市', occupation: 'driver' }, twoFuchu)).toBe(
      '/driver?keyword=%E5%BA%9C%E4%B8%AD%E5%B8%82',
    );
  });

  it('unknown place words, or any while the BFF fails, are keyword words', async () => {
    expect(await go({ keyword: '4t', place: '横浜市', occupation: 'driver' })).toBe(
      `/driver?${new URLSearchParams({ keyword: '4t 横浜市' })}`,
    );
    const down = lookups({
      municipalitiesOf: vi.fn(async () => {
        throw new Error('BFF down');
      }),
    });
    expect(await go({ place: '大阪府 豊中市', occupation: 'driver' }, down)).toBe(
      `/driver/osaka/?keyword=${encodeURIComponent('豊中市')}`,
    );
  });

  it('gives up on a slow lookup', async () => {
    const slow = lookups({ municipalitiesOf: () => new Promise(() => {}) });
    const target = await resolveSearch(new URLSearchParams({ place: '大阪府豊中市' }), slow, {
      timeoutMs: 10,
    });
    expect(searchTargetUrl(target)).toBe(
      `/search?keyword=${encodeURIComponent('豊中市')}&pref=osaka`,
    );
  });

  it('a second prefecture stays a keyword word', async () => {
    expect(await go({ place: '大阪 京都', occupation: 'driver' })).toBe(
      `/driver/osaka/?keyword=${encodeURIComponent('京都')}`,
    );
  });
});

describe('picked suggestions', () => {
  it('ids pass straight through and are checked against the masters', async () => {
    expect(await go({ pref: 'osaka', occupation: 'forklift' })).toBe('/forklift/osaka/');
    expect(await go({ city: '27128', place: '大阪市中央区（大阪府）', occupation: 'driver' })).toBe(
      '/driver/osaka/27128/',
    );
    expect(await go({ city: '27128.27127' })).toBe('/search?pref=osaka&city=27128.27127');
    expect(await go({ pref: 'atlantis', occupation: 'nope', city: '99999.abc' })).toBe('/search');
    // A city of another prefecture than the one picked is left out.
    expect(await go({ pref: 'tokyo', city: '27128', occupation: 'driver' })).toBe('/driver/tokyo/');
  });

  it('a picked place whose words the masters cannot read adds no keyword', async () => {
    const down = lookups({ municipalitiesOf: vi.fn(async () => []) });
    expect(
      await go({ city: '27128', place: '大阪市中央区（大阪府）', occupation: 'driver' }, down),
    ).toBe('/driver/osaka/27128/');
  });

  it('a feature is its list, or a parameter beside others', async () => {
    expect(await go({ feature: '51', occupation: 'driver' })).toBe('/driver/feature/51');
    expect(await go({ feature: '51', occupation: 'driver', place: '大阪' })).toBe(
      '/driver/osaka/feature_51',
    );
    expect(await go({ feature: '51.11', occupation: 'driver' })).toBe('/driver?feature=51.11');
    expect(await go({ feature: '51', occupation: 'driver', city: '27128' })).toBe(
      '/driver/osaka/?feature=51&city=27128',
    );
    expect(await go({ feature: '999999.x', occupation: 'driver' })).toBe('/driver');
  });

  it('the older form fields (prefecture, municipality) still work', async () => {
    expect(
      await go({ occupation: 'driver', prefecture: 'tokyo', municipality: '13104', feature: '' }),
    ).toBe('/driver/tokyo/13104/');
  });
});

describe('occupation words', () => {
  it('a keyword word equal to an occupation name is the occupation', async () => {
    expect(await go({ keyword: 'ドライバー' })).toBe('/driver');
    expect(await go({ keyword: 'どらいばー 4t', place: '大阪' })).toBe('/driver/osaka/?keyword=4t');
    expect(await go({ keyword: 'フォークリフト', occupation: 'forklift' })).toBe('/forklift');
  });

  it('a second occupation word stays a keyword word', async () => {
    expect(await go({ keyword: 'ドライバー フォークリフト' })).toBe(
      `/driver?keyword=${encodeURIComponent('フォークリフト')}`,
    );
    expect(await go({ keyword: 'フォークリフト', occupation: 'driver' })).toBe(
      `/driver?keyword=${encodeURIComponent('フォークリフト')}`,
    );
  });

  it('words that only contain an occupation name stay keywords', async () => {
    expect(await go({ keyword: 'ドライバー募集' })).toBe(
      `/search?keyword=${encodeURIComponent('ドライバー募集')}`,
    );
  });

  it('nothing typed is the search page', async () => {
    expect(await go({})).toBe('/search');
    expect(await go({ keyword: '   ', place: '' })).toBe('/search');
  });
});

describe('bad input never fails', () => {
  it('cuts 1,000 characters to the keyword limit and says so on /search', async () => {
    const url = await go({ keyword: 'あ'.repeat(1000), occupation: 'driver' });
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/search?')).toBe(true);
    expect(params.get('keyword')).toBe('あ'.repeat(100));
    expect(params.get('occupation')).toBe('driver');
    expect(params.get('notice')).toBe('cut');
  });

  it('drops NUL, controls, bidi marks and emoji', async () => {
    const url = await go({ keyword: '4t\u0000夜勤\u202e🚚👍🏽', place: '大阪\u200f' });
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('keyword')).toBe('4t 夜勤');
    expect(params.get('pref')).toBe('osaka');
    expect(params.get('notice')).toBe('dropped');
  });

  it('a very long query costs no more than its first 2,000 characters', async () => {
    const started = performance.now();
    const url = await go({ keyword: '🚚'.repeat(500_000), place: '大'.repeat(1_000_000) });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(new URL(url, 'http://x').searchParams.get('notice')).toBe('cut.dropped');
  });

  it('a replacement character (bytes that were not UTF-8) is dropped', () => {
    expect(cleanKeyword('4t\ufffd').text).toBe('4t');
    expect(new URLSearchParams('keyword=4t%FF').get('keyword')).toBe('4t\ufffd');
  });

  it('a lone surrogate is dropped', () => {
    expect(cleanKeyword('4t\ud800').text).toBe('4t');
    expect(cleanKeyword('4t\ud800').adjustments.has('dropped')).toBe(true);
  });

  it('tabs and newlines are plain white space, not a change worth a message', () => {
    expect(cleanKeyword(' 4t\t夜勤\r\n ')).toEqual({ text: '4t 夜勤', adjustments: new Set() });
    expect(cleanPlace('大阪\n').adjustments.size).toBe(0);
  });

  it('never splits a surrogate pair when cutting', () => {
    expect(Array.from(cleanKeyword('𠮷'.repeat(150)).text)).toHaveLength(100);
  });

  it('/search names what was changed', () => {
    expect(searchNoticeMessages('cut.dropped')).toHaveLength(2);
    expect(searchNoticeMessages(undefined)).toEqual([]);
    expect(searchNoticeMessages('<script>')).toEqual([]);
  });
});
