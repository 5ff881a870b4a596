import { truncate } from '@jobsite/domain/formatters';
import { Link } from '../Link/Link';
import * as css from './CompanyCard.css';

export type CompanyCardCompany = {
  id: string | number;
  name: string;
  /** Company page route; the name links there when given. */
  href?: string;
  addressLine?: string | null;
  imageUrl?: string | null;
  businessDescription?: string | null;
  employeeNumber?: number | null;
  establishmentDate?: string | null;
  vehicleNumber?: number | null;
  /** Published jobs of the company, linked to its page. */
  jobCount?: number;
};

export type CompanyCardProps = {
  company: CompanyCardCompany;
  headingLevel?: 2 | 3;
  /** Business description is cut to this many characters. */
  descriptionLength?: number;
};

const number = new Intl.NumberFormat('ja-JP');

/** A company summary: name, address, key figures, description, link to its jobs. */
export function CompanyCard({
  company,
  headingLevel = 3,
  descriptionLength = 120,
}: CompanyCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts: Array<[string, string]> = [];
  if (company.addressLine) facts.push(['所在地', company.addressLine]);
  if (company.establishmentDate) facts.push(['設立', company.establishmentDate]);
  if (company.employeeNumber)
    facts.push(['従業員数', `${number.format(company.employeeNumber)}名`]);
  if (company.vehicleNumber) facts.push(['保有車両', `${number.format(company.vehicleNumber)}台`]);
  return (
    <article className={css.card}>
      {company.imageUrl && (
        <img
          className={css.image}
          src={company.imageUrl}
          alt=""
          width={120}
          height={90}
          loading="lazy"
        />
      )}
      <div className={css.body}>
        <Heading className={css.name}>
          {company.href ? (
            <Link href={company.href} className={css.nameLink}>
              {company.name}
            </Link>
          ) : (
            company.name
          )}
        </Heading>
        {facts.length > 0 && (
          <dl className={css.facts}>
            {facts.map(([label, value]) => (
              <div key={label} className={css.factRow}>
                <dt className={css.factLabel}>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {company.businessDescription && (
          <p className={css.description}>
            {truncate(company.businessDescription, descriptionLength)}
          </p>
        )}
        {company.href && company.jobCount !== undefined && company.jobCount > 0 && (
          <Link href={company.href} className={css.jobsLink}>
            この企業の求人を見る（{number.format(company.jobCount)}件）
          </Link>
        )}
      </div>
    </article>
  );
}
