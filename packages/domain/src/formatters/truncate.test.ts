import { describe, expect, it } from 'vitest';
import { JOB_CARD_DESCRIPTION_LENGTH, TRUNCATION_SUFFIX } from '../constants';
import { truncate, truncateJobDescription } from './truncate';

describe('truncate', () => {
  it('returns text that fits unchanged', () => {
    expect(truncate('ドライバー募集', 7)).toBe('ドライバー募集');
    expect(truncate('短い', 10)).toBe('短い');
  });

  it('cuts to maxLength characters and appends the suffix', () => {
    expect(truncate('大型ドライバー募集中', 5)).toBe(`大型ドライ${TRUNCATION_SUFFIX}`);
    expect(truncate('abcdef', 3)).toBe('abc...');
  });

  it('does not split emoji, flags or combining sequences', () => {
    expect(truncate('🚚🚚🚚', 2)).toBe('🚚🚚...');
    expect(truncate('👨‍👩‍👧‍👦家族手当あり', 1)).toBe('👨‍👩‍👧‍👦...');
    expect(truncate('🇯🇵日本全国', 1)).toBe('🇯🇵...');
    expect(truncate('か\u3099きくけこ', 1)).toBe('か\u3099...');
  });

  it('counts an emoji as one character when deciding whether to cut', () => {
    // Four UTF-16 units, two characters.
    expect(truncate('🚚🚚', 2)).toBe('🚚🚚');
  });

  it('drops whitespace left before the suffix', () => {
    expect(truncate('日勤 夜勤あり', 3)).toBe('日勤...');
  });

  it('handles empty and invalid input', () => {
    expect(truncate('', 5)).toBe('');
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abc', -1)).toBe('...');
    expect(truncate('abc', Number.NaN)).toBe('...');
    expect(truncate('abcdef', 2.9)).toBe('ab...');
  });
});

describe('truncateJobDescription', () => {
  it('keeps a description of exactly the card length', () => {
    const text = 'あ'.repeat(JOB_CARD_DESCRIPTION_LENGTH);
    expect(truncateJobDescription(text)).toBe(text);
  });

  it('cuts a longer description to the card length', () => {
    const text = 'あ'.repeat(JOB_CARD_DESCRIPTION_LENGTH + 1);
    expect(truncateJobDescription(text)).toBe(
      `${'あ'.repeat(JOB_CARD_DESCRIPTION_LENGTH)}${TRUNCATION_SUFFIX}`,
    );
  });

  it('collapses line breaks and repeated spaces', () => {
    expect(truncateJobDescription('  地場配送\n\n未経験OK  ')).toBe('地場配送 未経験OK');
  });

  it('returns an empty string for missing text', () => {
    expect(truncateJobDescription(null)).toBe('');
    expect(truncateJobDescription(undefined)).toBe('');
    expect(truncateJobDescription('')).toBe('');
  });
});
