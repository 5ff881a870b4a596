import { describe, expect, it } from 'vitest';
import { parseShiftWord } from './shift-words';

describe('shift words in a keyword', () => {
  it('reads 夜勤なし and its spellings as no night shift, the rest staying text', () => {
    for (const keyword of ['大阪 4t 夜勤なし', '大阪 ４ｔ 夜勤ナシ', '夜勤無し 大阪 4t']) {
      const parsed = parseShiftWord(keyword);
      expect(parsed?.shift).toBe('no_night');
      expect(parsed?.text.split(' ').sort()).toEqual(['4t', '大阪'].sort());
    }
  });

  it('reads 夜勤 as a night shift and 日勤 as a day shift', () => {
    expect(parseShiftWord('夜勤 ドライバー 埼玉')?.shift).toBe('night');
    expect(parseShiftWord('日勤 フォークリフト')?.shift).toBe('day');
    expect(parseShiftWord('夜勤')).toMatchObject({ shift: 'night', text: '' });
  });

  it('leaves keywords without a shift, or naming two shifts, alone', () => {
    expect(parseShiftWord('大型 長距離')).toBeNull();
    expect(parseShiftWord('日勤 夜勤')).toBeNull();
    // A longer word is not its shift (夜勤手当 is pay, not a shift).
    expect(parseShiftWord('夜勤手当')).toBeNull();
  });
});
