import { OCCUPATION_CATEGORIES, OCCUPATIONS } from '@jobsite/domain/masters';
import { Link } from '@jobsite/ui/link';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';

/** `/salary/`: the occupations whose salary insight can be read. */
export function SalaryIndexView() {
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '給与相場' }]} />
      <h1 className={page.pageTitle}>職種別の給与相場</h1>
      <p className={page.lead}>
        掲載中の求人の月給から、職種・都道府県ごとの中央値や分布、免許・資格による違いをまとめています。
      </p>
      {OCCUPATION_CATEGORIES.map((category) => {
        const occupations = OCCUPATIONS.filter((o) => o.occupationCategoryId === category.id);
        if (occupations.length === 0) return null;
        return (
          <section
            key={category.id}
            className={page.section}
            aria-labelledby={`salary-${category.id}`}
          >
            <h2 id={`salary-${category.id}`} className={page.sectionTitle}>
              {category.name}
            </h2>
            <ul className={page.linkGrid}>
              {occupations.map((occupation) => (
                <li key={occupation.id}>
                  <Link href={paths.salary(occupation.occupationNameEn)} className={page.textLink}>
                    {`${occupation.name}の給与相場`}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
