import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../data/municipalities';
import { parsePlaceWords } from './place-words';

const codesOf = (prefix: string) =>
  MUNICIPALITIES.filter((m) => m.name.startsWith(prefix)).map((m) => m.code);

describe('parsePlaceWords', () => {
  it('reads a prefecture by name, short name or reading, in any script or width', () => {
    for (const keyword of [
      '大阪 4t',
      '大阪府 4t',
      'おおさか 4t',
      'ｵｵｻｶ ４ｔ',
      'オオサカフ　4トン',
    ]) {
      expect(parsePlaceWords(keyword)).toMatchObject({
        text: '4t',
        prefectureCodes: [27],
        municipalityCodes: [],
      });
    }
    expect(parsePlaceWords('北海道 ドライバー')?.prefectureCodes).toEqual([1]);
    expect(parsePlaceWords('東京 京都')?.prefectureCodes).toEqual([13, 26]);
  });

  it('reads a designated city as all its wards, with or without 市', () => {
    const sapporo = codesOf('札幌市');
    expect(sapporo).toHaveLength(10);
    for (const keyword of ['札幌 ドライバー', '札幌市 ドライバー']) {
      expect(parsePlaceWords(keyword)).toMatchObject({
        text: 'ドライバ',
        prefectureCodes: [],
        municipalityCodes: sapporo,
      });
    }
    expect(parsePlaceWords('横浜 電気工事士 2種')).toMatchObject({
      text: '電気工事士 2種',
      prefectureCodes: [],
      municipalityCodes: codesOf('横浜市'),
    });
    expect(parsePlaceWords('札幌市中央区 配送')?.municipalityCodes).toEqual(['01101']);
  });

  it('reads cities, Tokyo wards and towns; a shared name gives every municipality of it', () => {
    expect(parsePlaceWords('新宿 施工管理')?.municipalityCodes).toEqual(['13104']);
    expect(parsePlaceWords('府中 倉庫')?.municipalityCodes.sort()).toEqual(['13206', '34208']);
    expect(parsePlaceWords('ふちゅうし')?.municipalityCodes.sort()).toEqual(['13206', '34208']);
    expect(parsePlaceWords('小菅村')?.municipalityCodes).toEqual(['19442']);
  });

  it('leaves trade words, conditions and one-character words as text', () => {
    for (const keyword of [
      'フォークリフト 未経験 寮',
      'ごみ収集 パッカー車',
      '大型 長距離',
      'とび 足場 未経験',
      '施工管理',
      '北 港',
      '',
    ]) {
      expect(parsePlaceWords(keyword)).toBeNull();
    }
  });

  it('gives an empty text when every word is a place', () => {
    expect(parsePlaceWords('とうきょう')).toMatchObject({
      text: '',
      prefectureCodes: [13],
      municipalityCodes: [],
    });
  });
});

describe('parsePlaceWords places', () => {
  it('says which term named which place', () => {
    expect(parsePlaceWords('おおさか 府中 4t')?.places).toEqual([
      { kind: 'prefecture', id: '27', word: 'オオサカ' },
      { kind: 'municipality', id: '13206', word: '府中' },
      { kind: 'municipality', id: '34208', word: '府中' },
    ]);
  });
});
