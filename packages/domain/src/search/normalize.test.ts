import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalize';

/** Spellings that must meet: every one of a row normalises to the row's first value. */
const EQUIVALENT: ReadonlyArray<readonly [string, ...string[]]> = [
  // Width and case
  ['ok', 'OK', 'ＯＫ', 'Ok', 'ｏｋ'],
  ['トラック', 'ﾄﾗｯｸ', 'とらっく'],
  ['ドライバ', 'ドライバー', 'ﾄﾞﾗｲﾊﾞｰ', 'どらいばー', 'ドライバｰ', 'ドライバ－', 'ドライバ-'],
  ['ドライバ', 'ドライバ−', 'ドライバ‐', 'ドライバ～', 'ドライバ〜', 'ドライバーー', 'ドライバ—'],
  ['トレーラ', 'トレーラー', 'トレ−ラー', 'トレ-ラ-', 'ﾄﾚｰﾗｰ', 'とれーらー'],
  ['コンピュータ', 'コンピューター', 'ｺﾝﾋﾟｭｰﾀｰ'],
  ['ゴミ収集', 'ごみ収集', 'ｺﾞﾐ収集'],
  ['トビ', 'とび', 'ﾄﾋﾞ'],
  ['玉掛ケ', '玉掛け', '玉掛ｹ'],
  // Tonnage
  [
    '4t',
    '4t',
    '４ｔ',
    '4ｔ',
    '４t',
    '4トン',
    '４トン',
    '4ﾄﾝ',
    '4T',
    '４Ｔ',
    '4 t',
    '4ton',
    '4tons',
    '四トン',
    '4㌧',
  ],
  ['4t車', '4トン車', '４ｔ車', '４トン車', '四トン車'],
  ['10tダンプ', '10トンダンプ', '１０ｔダンプ', '１０トンダンプ'],
  ['3.5t', '3.5トン', '３．５ｔ'],
  // Kanji numerals of licences and grades
  ['2種', '二種', '２種'],
  ['第2種', '第二種', '第２種'],
  ['大型2種', '大型二種', '大型２種'],
  ['1級建築士', '一級建築士', '１級建築士'],
  ['2級土木施工管理技士', '二級土木施工管理技士'],
  ['乙4', '乙四', '乙４'],
  ['乙種第4類', '乙種第四類', '乙種第４類'],
  // Counters
  ['3カ月', '3ヶ月', '3ケ月', '3ヵ月', '3か月', '３ヶ月', '三ヶ月'.replace('三', '3')],
  ['2カ所', '2ヶ所', '2か所', '2ケ所'],
  // Spaces and invisible characters
  ['大型 未経験', ' 大型　未経験 ', '大型\t\n未経験', '大型\u3000\u3000未経験'],
  ['大型', '大\u200b型', '\ufeff大型', '大型\u200f', '\u202e大型'],
  ['大型 型', '大型\u0000型', '大型\u0007型'],
  ['', '   ', '\u3000', '\u200b'],
];

/** Texts that must keep apart (or keep as they are). */
const UNCHANGED: readonly string[] = [
  '9:00〜18:00',
  '30万円〜40万円',
  'a-1',
  '4th',
  '第1トンネル',
  '霞ヶ関',
  '週休二日',
  '統一',
  '十二種',
  '4x4',
  '日勤',
  '夜勤',
  '寮',
  '%_\\',
  '😀',
];

describe('normalizeSearchText', () => {
  it.each(EQUIVALENT.map((row) => [row[0], row] as const))(
    'folds every spelling of %s',
    (canonical, row) => {
      for (const spelling of row) expect(normalizeSearchText(spelling), spelling).toBe(canonical);
    },
  );

  it.each(UNCHANGED)('leaves %s as it is', (text) => {
    expect(normalizeSearchText(text)).toBe(text);
  });

  it('keeps different things apart', () => {
    const distinct = ['4t', '2t', '10t', '中型', '大型', '2種', '1種', '乙4', '甲4', 'トンネル'];
    const normalised = distinct.map(normalizeSearchText);
    expect(new Set(normalised).size).toBe(distinct.length);
  });

  it('is idempotent', () => {
    for (const row of EQUIVALENT) {
      for (const spelling of row) {
        const once = normalizeSearchText(spelling);
        expect(normalizeSearchText(once), spelling).toBe(once);
      }
    }
    for (const text of [...UNCHANGED, ...SAMPLE_TEXTS]) {
      const once = normalizeSearchText(text);
      expect(normalizeSearchText(once), text).toBe(once);
    }
  });

  it('keeps a piece of a text a piece of the normalised text', () => {
    // What substring search relies on: a keyword typed as it appears in a job ad is found in
    // the ad's normal form. Every piece of 1–8 characters of the samples is tried, but those
    // starting or ending beside a character that a rule reads in context (a digit, a kanji
    // numeral, a dash or tilde after kana, トン, a half-width sound mark): a query cut there
    // (二 of 二種, ト of 4トン) may spell the cut word differently.
    const contextual =
      /[0-9０-９〇一二三四五六七八九第甲乙丙種級類トンｔtＴT\-－‐−～〜ｰーﾞﾟヶケヵか]/;
    let tried = 0;
    for (const text of SAMPLE_TEXTS) {
      const chars = Array.from(text);
      const normalised = normalizeSearchText(text);
      for (let start = 0; start < chars.length; start += 1) {
        for (let length = 1; length <= 8 && start + length <= chars.length; length += 1) {
          const before = chars[start - 1] ?? ' ';
          const first = chars[start]!;
          const last = chars[start + length - 1]!;
          const after = chars[start + length] ?? ' ';
          if ([before, first, last, after].some((c) => contextual.test(c))) continue;
          const piece = chars.slice(start, start + length).join('');
          const query = normalizeSearchText(piece);
          if (!query) continue;
          tried += 1;
          expect(normalised.includes(query), `${piece} in ${text}`).toBe(true);
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
  });

  it('normalises a long job text quickly', () => {
    const text = SAMPLE_TEXTS.join(' ').repeat(20);
    const started = performance.now();
    for (let i = 0; i < 100; i += 1) normalizeSearchText(text);
    // Generous bound: catches a rule gone quadratic, not a slow machine.
    expect((performance.now() - started) / 100).toBeLessThan(20);
  });
});

/** Job ad texts as the site's jobs are written, full and half width mixed. */
const SAMPLE_TEXTS: readonly string[] = [
  '【未経験OK】4tトラックドライバー／ルート配送 月給28万円〜 寮・社宅あり',
  '４ｔウイング車で紙製品や雑貨を県内の取引先へ届けていただきます。1日10〜15件。',
  'パッカー車で市内の家庭ごみや資源ごみを決まったルートで回収するお仕事です。',
  '大型二種免許をお持ちの方、観光バスの乗務員を募集しています。ﾀｸｼｰ経験者優遇！',
  'とび・足場工の見習いさん募集。玉掛け・フォークリフトの資格取得を全額支援します。',
  '中型自動車免許（8t限定可）をお持ちの方。試用期間３ヶ月、週休二日制（土日休み）。',
  '第二種電気工事士　一級施工管理技士　乙四　危険物取扱者　ﾕﾆｯｸ車の運転あり',
  '冷凍・冷蔵の低温物流センターでの夜勤スタッフ（22:00～翌7:00）、日勤も相談可。',
  '重機オペレーター（ユンボ・バックホー）　車両系建設機械運転技能講習修了者',
  'ＴＥＬ：０３−１２３４−５６７８　株式会社ヤマダ運輸　東京都新宿区西新宿１−２−３',
];
