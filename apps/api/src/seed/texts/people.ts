/** Name parts for company names, representatives and commenters' initials. */

export const SURNAMES = [
  '佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤',
  '吉田', '山田', '佐々木', '山口', '松本', '井上', '木村', '林', '斎藤', '清水',
  '山崎', '森', '池田', '橋本', '阿部', '石川', '山下', '中島', '石井', '小川',
  '前田', '岡田', '長谷川', '藤田', '後藤', '近藤', '村上', '遠藤', '青木', '坂本',
  '斉藤', '福田', '太田', '西村', '藤井', '金子', '岡本', '藤原', '中野', '三浦',
] as const;

/** Romaji initial of each surname above, in the same order (for `T.Y.さん`). */
export const SURNAME_INITIALS = [
  'S', 'S', 'T', 'T', 'I', 'W', 'Y', 'N', 'K', 'K',
  'Y', 'Y', 'S', 'Y', 'M', 'I', 'K', 'H', 'S', 'S',
  'Y', 'M', 'I', 'H', 'A', 'I', 'Y', 'N', 'I', 'O',
  'M', 'O', 'H', 'F', 'G', 'K', 'M', 'E', 'A', 'S',
  'S', 'F', 'O', 'N', 'F', 'K', 'O', 'F', 'N', 'M',
] as const;

export const GIVEN_NAMES_MALE = [
  '一郎', '健太', '誠', '浩二', '直樹', '大輔', '和也', '拓也', '隆', '修',
  '剛', '勝', '茂', '博之', '健一', '翔太', '亮', '達也', '聡', '正樹',
] as const;

export const GIVEN_NAMES_FEMALE = [
  '美穂', '由美', '恵子', '直美', '陽子', '真由美', '智子', '愛', '彩', '沙織',
] as const;

/** Romaji initials for given names when only initials are shown. */
export const GIVEN_INITIALS = ['K', 'T', 'M', 'H', 'Y', 'S', 'A', 'R', 'N', 'D'] as const;

/** Words companies are named with (auspicious or place-like), before the industry word. */
export const COMPANY_NAME_WORDS = [
  '大和', '東洋', '昭和', '平和', '富士', '朝日', '三栄', '大成', '共栄', '協和',
  '新和', '光', '北星', '南海', '中央', '青葉', '若葉', '翔栄', '日進', '丸高',
  '大栄', '東和', '太陽', '双葉', '明和', '誠和', '旭', '葵', '松栄', '山一',
  '丸正', '栄進', '開成', '和光', '三和', '親和', '千代田', '北斗', '清和', '豊和',
] as const;
