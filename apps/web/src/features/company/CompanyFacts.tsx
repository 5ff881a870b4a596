import * as facts from '@/styles/facts.css';
import * as css from './CompanyFacts.css';

export type CompanyFactsDetail = {
  representativeName?: string | null;
  capitalStock?: string | null;
  businessMainClient?: string | null;
  introduction?: string | null;
};

/**
 * The company's facts beyond its card: 代表者, 資本金, 主要取引先 and, where asked, 会社紹介.
 * The same rows on the job page and the company page.
 */
export function CompanyFacts({
  detail,
  withIntroduction = false,
}: {
  detail: CompanyFactsDetail;
  withIntroduction?: boolean;
}) {
  const rows: Array<[string, string | null | undefined]> = [
    ['代表者', detail.representativeName],
    ['資本金', detail.capitalStock],
    ['主要取引先', detail.businessMainClient],
    ['会社紹介', withIntroduction ? detail.introduction : null],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  if (shown.length === 0) return null;
  return (
    <dl className={facts.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={facts.factRow}>
          <dt className={facts.factLabel}>{label}</dt>
          <dd className={`${facts.factValue} ${css.text}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
