import { MAX_KEYWORD_LENGTH } from '@jobsite/domain/constants';
import { describe, expect, it } from 'vitest';
import { searchWordsOf } from './search-words';

describe('searchWordsOf', () => {
  it('turns control, bidi and zero-width characters into spaces', () => {
    expect(searchWordsOf('a\u0000b')).toBe('a b');
    expect(searchWordsOf('冷凍\u202e便')).toBe('冷凍 便');
    expect(searchWordsOf('\u200b大型\t\n')).toBe('大型');
  });

  it('replaces a lone surrogate and keeps emoji and symbols', () => {
    expect(searchWordsOf('a\ud800')).toBe('a\ufffd');
    expect(searchWordsOf("🚚 %_\\'(*")).toBe("🚚 %_\\'(*");
  });

  it('takes the first of repeated parameters, trims to the limit, and drops empty words', () => {
    expect(searchWordsOf(['運転', '整備'])).toBe('運転');
    expect(searchWordsOf('x'.repeat(MAX_KEYWORD_LENGTH + 50))).toHaveLength(MAX_KEYWORD_LENGTH);
    expect(searchWordsOf('\u0000 \u202e')).toBeUndefined();
    expect(searchWordsOf(undefined)).toBeUndefined();
  });
});
