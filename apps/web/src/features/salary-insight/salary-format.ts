import { formatManYen } from '@jobsite/domain/formatters';

/** Salary figures on the insight pages: 万円 with one decimal (rounded down, as everywhere). */
export function manYen(amount: number | null | undefined): string {
  return formatManYen(amount) || '—';
}

const signed = new Intl.NumberFormat('ja-JP', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A difference against the overall median: '+1.2万円', '−0.8万円', '±0万円'. */
export function manYenDifference(value: number | null, reference: number | null): string {
  if (value === null || reference === null) return '—';
  const tenThousandths = Math.round((value - reference) / 1000) / 10;
  if (tenThousandths === 0) return '±0万円';
  return `${signed.format(tenThousandths).replace('-', '−')}万円`;
}

/** A bin of the histogram: '20万〜22万円未満'. */
export function binLabel(lowerBound: number, upperBound: number): string {
  const man = (yen: number) => new Intl.NumberFormat('ja-JP').format(yen / 10_000);
  return `${man(lowerBound)}万〜${man(upperBound)}万円未満`;
}

const count = new Intl.NumberFormat('ja-JP');

export function jobCountLabel(jobCount: number): string {
  return `${count.format(jobCount)}件`;
}
