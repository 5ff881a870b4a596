import type { ListQuery } from '@/lib/list-query';
import type { ListScope } from '@/lib/routes';

/** The subject of a list, e.g. 東京都千代田区のドライバー（大型）. */
export function listSubject(scope: ListScope, municipalityName?: string | null): string {
  const place = scope.prefecture ? `${scope.prefecture.name}${municipalityName ?? ''}の` : '';
  const feature = scope.feature ? `（${scope.feature.name}）` : '';
  return `${place}${scope.occupation.name}${feature}`;
}

/** The page heading, e.g. 東京都のドライバーの求人. */
export function listHeading(scope: ListScope, municipalityName?: string | null): string {
  return `${listSubject(scope, municipalityName)}の求人`;
}

const number = new Intl.NumberFormat('ja-JP');

/** The document title: heading, count and page. */
export function listTitle(
  scope: ListScope,
  query: ListQuery,
  totalCount: number | null,
  municipalityName?: string | null,
): string {
  const count = totalCount === null ? '' : `（${number.format(totalCount)}件）`;
  const page = query.page > 1 ? ` ${query.page}ページ目` : '';
  return `${listHeading(scope, municipalityName)}${count}${page}`;
}

export function listDescription(
  scope: ListScope,
  totalCount: number | null,
  municipalityName?: string | null,
): string {
  const subject = listSubject(scope, municipalityName);
  const count = totalCount === null ? '' : `${number.format(totalCount)}件の`;
  return `${subject}の${count}求人一覧。給与・勤務地・仕事内容から、あなたに合う${scope.occupation.name}のお仕事を探せます。会員登録で非公開求人やスカウトも届きます。`;
}
