import { describe, expect, it } from 'vitest';
import {
  expandQuery,
  MAX_SEARCH_TERM_LENGTH,
  MAX_TERM_ALTERNATIVES,
  matchesExpandedQuery,
  searchTerms,
  synonymsOf,
} from './expand';
import { normalizeSearchText } from './normalize';
import { TRADE_SYNONYM_GROUPS } from './synonyms';

const alternativesOf = (query: string) => expandQuery(query).map((t) => t.alternatives);

describe('TRADE_SYNONYM_GROUPS', () => {
  it('has at least 100 groups of two or more distinct spellings', () => {
    expect(TRADE_SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(100);
    for (const group of TRADE_SYNONYM_GROUPS) {
      const normalised = group.map(normalizeSearchText);
      // Two members that normalise alike are one: the normaliser already folds them.
      expect(new Set(normalised).size, group.join(' ')).toBe(group.length);
      expect(group.length, group.join(' ')).toBeGreaterThanOrEqual(2);
    }
  });

  it('holds no empty member, none with a space, none longer than a query term', () => {
    for (const member of TRADE_SYNONYM_GROUPS.flat()) {
      const normalised = normalizeSearchText(member);
      expect(normalised, member).not.toBe('');
      // A space would split the member into two query terms and no index key holds one.
      expect(normalised, member).not.toContain(' ');
      expect(Array.from(normalised).length, member).toBeLessThanOrEqual(MAX_SEARCH_TERM_LENGTH);
    }
  });

  it('every member normalises to a fixed point, and a query of it finds it', () => {
    for (const member of TRADE_SYNONYM_GROUPS.flat()) {
      const normalised = normalizeSearchText(member);
      expect(normalizeSearchText(normalised), member).toBe(normalised);
      expect(searchTerms(member), member).toEqual([normalised]);
      // The member's own spelling in a job text is found by a query of the member.
      expect(
        matchesExpandedQuery(normalizeSearchText(`求人 ${member} 募集`), expandQuery(member)),
        member,
      ).toBe(true);
    }
  });

  it('puts a member in one group only, and expands it to that group alone', () => {
    const seen = new Map<string, string>();
    for (const group of TRADE_SYNONYM_GROUPS) {
      for (const member of group) {
        const normalised = normalizeSearchText(member);
        expect(seen.get(normalised), `${member} in ${group.join(' ')}`).toBeUndefined();
        seen.set(normalised, group.join(' '));
      }
    }
    const crew = synonymsOf('乗務員');
    expect(crew[0]).toBe('乗務員');
    expect(crew).toContain('タクシ');
    expect(crew).not.toContain('バス乗務員');
    // An unknown word stands for itself.
    expect(synonymsOf('ゐゑ')).toEqual(['ゐゑ']);
  });
});

describe('expandQuery', () => {
  it('splits on white space of any width, normalises and drops repeats', () => {
    expect(expandQuery('　大型　ﾄﾚｰﾗｰ 大型 ').map((t) => t.term)).toEqual(['大型', 'トレーラ']);
    expect(expandQuery('')).toEqual([]);
    expect(expandQuery(' \u3000 ')).toEqual([]);
    expect(searchTerms('あ'.repeat(80))[0]).toHaveLength(MAX_SEARCH_TERM_LENGTH);
  });

  it.each([
    ['４ｔ', ['4t', '中型']],
    ['4トン', ['4t', '中型']],
    ['中型', ['中型', '4t']],
    ['4トン車', ['4t', '中型']],
    ['大型免許', ['大型']],
    ['大型自動車免許', ['大型']],
    ['二種', ['2種']],
    ['第二種', ['2種']],
    ['とび', ['トビ', '鳶', '足場']],
    ['鳶', ['鳶', 'トビ', '足場']],
    ['施工管理技士', ['施工管理', '現場監督', '工事管理']],
    ['フォーク', ['フォーク', 'リフト']],
    ['けん引', ['ケン引', '牽引', 'トレーラ']],
    ['寮', ['寮', '社宅', '住ミ込ミ']],
    ['社宅', ['社宅', '寮', '住ミ込ミ']],
    ['未経験OK', ['未経験', '初心者', '経験不問']],
    ['配管', ['配管', '管工事']],
    ['ウィング', ['ウィング', 'ウイング']],
  ])('expands %s', (query, expected) => {
    const [term] = alternativesOf(query);
    expect([...term!].sort()).toEqual([...expected].sort());
  });

  it('finds ごみ収集 jobs from パッカー車 and the other way round', () => {
    const job = normalizeSearchText('市内の家庭ごみ収集を担当していただきます');
    const packer = normalizeSearchText('パッカー車で資源ごみを回収します');
    expect(matchesExpandedQuery(job, expandQuery('パッカー車'))).toBe(true);
    expect(matchesExpandedQuery(job, expandQuery('ﾊﾟｯｶｰ'))).toBe(true);
    expect(matchesExpandedQuery(job, expandQuery('塵芥車'))).toBe(true);
    expect(matchesExpandedQuery(packer, expandQuery('ゴミ収集'))).toBe(true);
  });

  it('requires every term of a multi-word query, any spelling of each', () => {
    const ad = normalizeSearchText('【未経験歓迎】４トン車のルート配送ドライバー 社宅あり 大阪府');
    expect(matchesExpandedQuery(ad, expandQuery('大阪 4t 未経験OK 寮'))).toBe(true);
    expect(matchesExpandedQuery(ad, expandQuery('中型 寮'))).toBe(true);
    expect(matchesExpandedQuery(ad, expandQuery('大阪 4t 夜勤'))).toBe(false);
    expect(matchesExpandedQuery(ad, expandQuery('大型'))).toBe(false);
    const expanded = expandQuery('大阪 4t 未経験OK 寮');
    expect(expanded.map((t) => t.term)).toEqual(['大阪', '4t', '未経験ok', '寮']);
    expect(expanded[0]!.alternatives).toEqual(['大阪']);
  });

  it('keeps no alternative that contains another, and bounds their number', () => {
    for (const member of TRADE_SYNONYM_GROUPS.flat()) {
      for (const { alternatives } of expandQuery(member)) {
        expect(alternatives.length).toBeGreaterThan(0);
        expect(alternatives.length).toBeLessThanOrEqual(MAX_TERM_ALTERNATIVES);
        for (const a of alternatives) {
          for (const b of alternatives)
            if (a !== b) expect(a.includes(b), `${a} ⊃ ${b}`).toBe(false);
        }
      }
    }
  });

  it('answers the same for every spelling the normaliser folds', () => {
    for (const spellings of [
      ['4t', '４ｔ', '4トン', '４トン', '4ｔ'],
      ['パッカー車', 'ﾊﾟｯｶｰ車', 'ぱっかー車'],
      ['大型二種', '大型2種', '大型２種'],
    ]) {
      const expected = expandQuery(spellings[0]!);
      for (const spelling of spellings) expect(expandQuery(spelling), spelling).toEqual(expected);
    }
  });
});
