import { findFeatureById } from '@jobsite/domain/masters';
import { describe, expect, it } from 'vitest';
import { featureWordIndex, parseFeatureWords } from './feature-words';

const idsOf = (keyword: string) => parseFeatureWords(keyword)?.features.map((f) => f.id);

describe('feature words in a keyword', () => {
  it('reads a feature by its master name, in any width or script', () => {
    expect(idsOf('手積み・手降ろしなし')).toEqual([70]);
    expect(idsOf('未経験OK')).toEqual([11]);
    expect(idsOf('未経験ｏｋ')).toEqual([11]);
    expect(idsOf('土日休み')).toEqual([15]);
    expect(idsOf('寮・社宅あり')).toEqual([37]);
  });

  it('reads the words of the synonym group holding a feature name', () => {
    expect(idsOf('手積みなし')).toEqual([70]);
    expect(idsOf('未経験')).toEqual([11]);
    expect(idsOf('寮')).toEqual([37]);
    expect(idsOf('社宅')).toEqual([37]);
    expect(idsOf('土日祝休み')).toEqual([15]);
    expect(idsOf('週休2日')).toEqual([20]);
    expect(idsOf('４トン')).toEqual([52]);
  });

  it('keeps the other terms as text and lists the words read as each feature', () => {
    expect(parseFeatureWords('フォークリフト 未経験 寮')).toEqual({
      features: [
        { id: 11, words: ['未経験'] },
        { id: 37, words: ['寮'] },
      ],
      text: 'フォークリフト',
    });
    // Two words of one feature: one feature, both words.
    expect(parseFeatureWords('ごみ収集 パッカー車')).toEqual({
      features: [{ id: 147, words: ['ゴミ収集', 'パッカ車'] }],
      text: '',
    });
  });

  it('leaves a keyword without feature words alone, and longer words stay text', () => {
    expect(parseFeatureWords('電気工事士 横浜')).toBeNull();
    expect(parseFeatureWords('寮費無料')).toBeNull();
    expect(parseFeatureWords('未経験者')).toBeNull();
  });

  it('names existing features only, one feature per word', () => {
    for (const [word, id] of featureWordIndex()) {
      expect(findFeatureById(id), word).toBeDefined();
    }
  });
});
