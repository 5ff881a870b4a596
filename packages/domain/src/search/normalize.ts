/**
 * One canonical form of Japanese text for keyword search. The api writes every job's search
 * text through it and passes every query term through it, so two spellings meet when they
 * normalise alike: 4t = 4トン = ４ｔ = ４トン, ドライバー = ﾄﾞﾗｲﾊﾞｰ = どらいばー = ドライバ,
 * 二種 = 2種, 3ヶ月 = 3か月 = 3カ月.
 *
 * Matching is by substring (the api's bigram/trigram indexes), so every rule must keep a
 * property the tests check: when a query is a piece of a text, the query's normal form is a
 * piece of the text's normal form. Rules therefore look at a character and its immediate
 * neighbours only, or (trailing ー) can only shorten the query's normal form.
 *
 * Deterministic and pure JavaScript (no locale, no dictionary), linear in the text: it runs
 * on every query and on every job at index time. Changing a rule changes stored search text:
 * bump SEARCH_NORMALIZER_VERSION so the api rebuilds it at start.
 */

/** Version of the rules below; stored beside the search text, which is rebuilt when it differs. */
export const SEARCH_NORMALIZER_VERSION = 1;

/**
 * Control characters, zero-width and bidirectional marks, variation selectors and the BOM:
 * invisible, they would split a word in two (C0/C1 controls become a space, the rest go).
 */
const CONTROLS = /\p{Cc}/gu;
const INVISIBLES = /[\p{Cf}\p{Variation_Selector}]/gu;

/** Hiragana (ぁ–ゖ, ゝゞ) to katakana: the two scripts spell the same sounds. */
const HIRAGANA = /[\u3041-\u3096\u309d\u309e]/g;

/**
 * Marks that stand for a long vowel after a kana: ー itself, and after NFKC the hyphens,
 * dashes, minus signs and tildes people type in its place (トレ−ラー, ドライバ～, ﾄﾞﾗｲﾊﾞｰ).
 * Only after a katakana letter (hiragana is katakana by then), so 9:00〜18:00 and A-1 stay.
 */
const LONG_VOWEL_AFTER_KANA =
  /(?<=[\u30a1-\u30fa\u30fc])[-\u2010-\u2015\u2212\u2500\u301c\u30fc~]+/g;

/**
 * ー ending a katakana run (ドライバー → ドライバ, コンピューター → コンピュータ), as JIS Z 8301
 * and most Japanese search engines fold it. Removed whatever the word's length: a query cut
 * out of a longer run (バー from ドライバー) must still be a piece of its normal form.
 */
const TRAILING_LONG_VOWEL = /(?<=[\u30a1-\u30fa])\u30fc(?![\u30a1-\u30fa\u30fc])/g;

/**
 * The counter ヶ and its spellings: 3ヶ月 = 3ケ月 = 3ヵ月 = 3か月 → 3カ月 (ヶ所, ヶ国, ヶ年 too).
 * Whatever precedes it, so that ヶ月 alone still is a piece of 3ヶ月; 霞ヶ関 stays.
 */
const COUNTER_KA = /[\u30b1\u30f5\u30f6](?=[月所年国])/g;

const KANJI_DIGITS: Readonly<Record<string, string>> = {
  〇: '0',
  一: '1',
  二: '2',
  三: '3',
  四: '4',
  五: '5',
  六: '6',
  七: '7',
  八: '8',
  九: '9',
};

/**
 * Kanji numerals where trade words use them as numbers, never inside a word: a single one
 * before 種 級 類 and トン (二種, 一級, 四類 → 2種, 1級, 4類), after 第 and after 甲 乙 丙 (第二種,
 * 乙四 → 第2種, 乙4). 一種 "a kind of" becomes 1種 as well: harmless, since both sides change.
 */
const KANJI_NUMBER =
  /(?<=[第甲乙丙])[〇一二三四五六七八九](?![〇一二三四五六七八九十百千万])|(?<![〇一二三四五六七八九十百千万])[〇一二三四五六七八九](?=[種級類]|トン)/g;

/**
 * Tonnage: 4トン, 4ton, 4 t, 4.5t → 4t, 4.5t (after NFKC, ４ｔ and ㌧ are already 4t and トン).
 * Not before a Latin letter (4th, 5tires) nor in トンネル (第1トンネル).
 */
const TONNAGE = /(\d+(?:\.\d+)?) ?(?:トン(?!ネル)|tons?|t)(?![a-z])/g;

const SPACES = /\s+/g;

/**
 * The canonical form of a text for keyword search: NFKC (full-width Latin and digits to
 * ASCII, half-width kana to full-width, ㌧ → トン), lower case, hiragana as katakana, long vowel
 * marks and their look-alikes as ー with a word-final ー dropped, ヶ月 spellings as カ月, kanji
 * numerals of licence and grade words as digits, tonnage as `Nt`, invisible characters gone
 * and runs of white space as one space, trimmed.
 */
export function normalizeSearchText(text: string): string {
  return text
    .replace(CONTROLS, ' ')
    .replace(INVISIBLES, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(HIRAGANA, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60))
    .replace(LONG_VOWEL_AFTER_KANA, 'ー')
    .replace(TRAILING_LONG_VOWEL, '')
    .replace(COUNTER_KA, 'カ')
    .replace(KANJI_NUMBER, (digit) => KANJI_DIGITS[digit] ?? digit)
    .replace(TONNAGE, '$1t')
    .replace(SPACES, ' ')
    .trim();
}
