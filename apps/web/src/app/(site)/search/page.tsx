import { FEATURES, OCCUPATIONS, REGIONS } from '@jobsite/domain/masters';
import { Link } from '@jobsite/ui/link';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { SearchForm } from '@/features/search/SearchForm';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';
import * as css from './search.css';

export const metadata: Metadata = {
  title: '勤務地・特徴から求人を探す',
  description:
    '職種・都道府県・市区町村・仕事の特徴から、ドライバーや建設・技能職の求人を探せます。',
  alternates: { canonical: paths.search() },
};

const FEATURE_GROUPS = [
  { category: 'vehicle', label: '車種・免許' },
  { category: 'job_content', label: '仕事内容' },
  { category: 'condition', label: '働き方・待遇' },
] as const;

/**
 * Search by keyword and place (the search box, decision 0032), and by occupation, prefecture
 * and feature (spec §2 "search by prefecture, municipality and feature"): GET forms that
 * /search/go turns into the list URL, and links into the prefecture lists, whose side column
 * lists their municipalities. With conditions, /search is the results page (search-view).
 */
export default function SearchPage() {
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '求人検索' }]} />
      <h1 className={page.pageTitle}>勤務地・特徴から求人を探す</h1>
      <SearchForm searchParams={{}} />
      <form action="/search/go" method="get" className={css.form} aria-label="求人検索">
        <div className={css.field}>
          <label htmlFor="search-occupation" className={css.label}>
            職種
          </label>
          <select
            id="search-occupation"
            name="occupation"
            defaultValue="driver"
            className={css.select}
          >
            {OCCUPATIONS.map((o) => (
              <option key={o.id} value={o.occupationNameEn}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor="search-prefecture" className={css.label}>
            都道府県
          </label>
          <select id="search-prefecture" name="prefecture" defaultValue="" className={css.select}>
            <option value="">全国</option>
            {REGIONS.map((region) => (
              <optgroup key={region.id} label={region.name}>
                {region.prefectures.map((p) => (
                  <option key={p.code} value={p.prefectureEnName}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className={css.field}>
          <label htmlFor="search-feature" className={css.label}>
            特徴
          </label>
          <select id="search-feature" name="feature" defaultValue="" className={css.select}>
            <option value="">指定しない</option>
            {FEATURE_GROUPS.map((group) => (
              <optgroup key={group.category} label={group.label}>
                {FEATURES.filter((f) => f.category === group.category).map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="submit" className={css.submit}>
          この条件で探す
        </button>
      </form>

      <section className={page.section} aria-labelledby="search-prefectures">
        <h2 id="search-prefectures" className={page.sectionTitle}>
          都道府県・市区町村から探す（ドライバー）
        </h2>
        <p className={page.muted}>都道府県を選ぶと、市区町村ごとの求人も探せます。</p>
        {REGIONS.map((region) => (
          <div key={region.id} className={css.region}>
            <h3 className={css.regionName}>{region.name}</h3>
            <ul className={css.inline}>
              {region.prefectures.map((p) => (
                <li key={p.code}>
                  <Link
                    href={paths.prefecture('driver', p.prefectureEnName)}
                    className={page.textLink}
                  >
                    {p.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section className={page.section} aria-labelledby="search-features">
        <h2 id="search-features" className={page.sectionTitle}>
          特徴からドライバーの求人を探す
        </h2>
        <ul className={page.linkGrid}>
          {FEATURES.filter((f) => f.category !== 'job_content' || f.id < 211).map((f) => (
            <li key={f.id}>
              <Link href={paths.feature('driver', f.id)} className={page.textLink}>
                {f.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={page.section} aria-labelledby="search-occupations">
        <h2 id="search-occupations" className={page.sectionTitle}>
          職種から探す
        </h2>
        <ul className={page.linkGrid}>
          {OCCUPATIONS.map((o) => (
            <li key={o.id}>
              <Link href={paths.occupation(o.occupationNameEn)} className={page.textLink}>
                {o.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
