import { MARKETING } from '@jobsite/domain/constants';
import { HOME_CATEGORIES, type HomeCategoryLink, REGIONS } from '@jobsite/domain/masters';
import { Accordion } from '@jobsite/ui/accordion';
import { ButtonLink } from '@jobsite/ui/button';
import { FaqList } from '@jobsite/ui/faq-list';
import { Link } from '@jobsite/ui/link';
import { MagazineListItem } from '@jobsite/ui/magazine-list-item';
import { NewsRow } from '@jobsite/ui/news-row';
import { HiddenForMembers } from '@/components/home/MembersOnlyHidden';
import { HydrateLater } from '@/components/site/HydrateLater';
import { SiteSearchBox } from '@/features/search/SiteSearchBox';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';
import { magazineListArticle } from '../magazine/list-item-props';
import * as css from './HomeView.css';
import { loadHomeContent, loadHomeCounts } from './home-data';

const number = new Intl.NumberFormat('ja-JP');
const HOME_FAQ_ITEMS = 5;

type Counts = Awaited<ReturnType<typeof loadHomeCounts>>;

function countOf(link: HomeCategoryLink, counts: Counts): number | undefined {
  return link.kind === 'occupation'
    ? counts.byOccupation.get(link.occupationNameEn)
    : counts.byFeature.get(link.featureId);
}

function CategoryLinks({ links, counts }: { links: readonly HomeCategoryLink[]; counts: Counts }) {
  return (
    <ul className={css.categoryLinks}>
      {links.map((link) => {
        const count = countOf(link, counts);
        return (
          <li key={link.href}>
            <Link href={link.href} className={css.categoryLink}>
              {link.label}
              {count !== undefined && <span className={css.count}>（{number.format(count)}）</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The home page of spec §2. */
export async function HomeView() {
  const [counts, content] = await Promise.all([
    loadHomeCounts(),
    loadHomeContent().catch(() => null),
  ]);
  const articles = content?.magazineArticles.nodes ?? [];
  const news = content?.newsItems.nodes ?? [];
  const faq = content?.faqItems.slice(0, HOME_FAQ_ITEMS) ?? [];

  return (
    <>
      <section className={css.hero} aria-labelledby="home-title">
        <div className={page.container}>
          <p className={css.heroBadge}>会員数{MARKETING.membersPassed / 10_000}万人突破</p>
          <h1 id="home-title" className={css.heroTitle}>
            ドライバー・建設・技能職の
            <br />
            求人を探すなら <span className={css.heroBrand}>現場ジョブ</span>
          </h1>
          {/* The first thing a phone shows under the title: type and search (decision 0032). */}
          <div className={css.heroSearch}>
            <SiteSearchBox id="home-search" size="lg" />
          </div>
          <ul className={css.heroFacts}>
            <li>
              全国<strong>約{number.format(MARKETING.listingsNationwide)}件</strong>の求人
            </li>
            <li>
              利用者満足度<strong>約{MARKETING.satisfactionPercent}%</strong>
            </li>
            <li>
              登録<strong>無料</strong>
            </li>
          </ul>
          <div className={css.heroActions}>
            <ButtonLink href={paths.search()} tone="secondary">
              勤務地・特徴から求人を探す
            </ButtonLink>
          </div>
        </div>
      </section>

      <HydrateLater>
        <div className={page.container}>
          <section className={page.section} aria-labelledby="home-occupations">
            <h2 id="home-occupations" className={page.sectionTitle}>
              職種から求人を探す
            </h2>
            <Accordion
              alwaysOpenFrom="tablet"
              headingLevel={3}
              items={HOME_CATEGORIES.map((category) => ({
                id: category.key,
                title: category.title,
                content: (
                  <div className={css.categoryBody}>
                    <p className={css.categoryDescription}>{category.description}</p>
                    <CategoryLinks links={category.links} counts={counts} />
                  </div>
                ),
              }))}
            />
          </section>

          <section className={page.section} aria-labelledby="home-prefectures">
            <h2 id="home-prefectures" className={page.sectionTitle}>
              勤務地からドライバーの求人を探す
            </h2>
            <div className={css.regions}>
              {REGIONS.map((region) => (
                <div key={region.id} className={css.region}>
                  <h3 className={css.regionName}>{region.name}</h3>
                  <ul className={css.prefectureLinks}>
                    {region.prefectures.map((prefecture) => (
                      <li key={prefecture.code}>
                        <Link
                          href={paths.prefecture('driver', prefecture.prefectureEnName)}
                          className={page.textLink}
                        >
                          {prefecture.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>

          <div className={css.cards}>
            <HiddenForMembers>
              <section className={css.signupCard} aria-labelledby="home-signup">
                <h2 id="home-signup" className={css.cardTitle}>
                  会員登録で、非公開求人やスカウトが届きます
                </h2>
                <p className={css.cardText}>
                  最短{MARKETING.signupSeconds}
                  秒の無料登録で、ハローワークに載っていない求人の紹介や企業からのスカウトを受け取れます。
                </p>
                <ButtonLink href={paths.signup()} fullWidth>
                  無料で会員登録する
                </ButtonLink>
              </section>
            </HiddenForMembers>
            <section className={css.contactCard} aria-labelledby="home-contact">
              <h2 id="home-contact" className={css.cardTitle}>
                お仕事探しのご相談はこちら
              </h2>
              <p className={css.cardText}>
                求人やサービスについてのご質問は、お問い合わせ窓口からお気軽にどうぞ。
              </p>
              <ButtonLink href={paths.contact()} tone="secondary" fullWidth>
                お問い合わせ
              </ButtonLink>
            </section>
          </div>

          {articles.length > 0 && (
            <section className={page.section} aria-labelledby="home-magazine">
              <h2 id="home-magazine" className={page.sectionTitle}>
                お役立ちマガジン
              </h2>
              <ul className={css.magazineList}>
                {articles.map((article) => (
                  <li key={article.id}>
                    <MagazineListItem article={magazineListArticle(article)} />
                  </li>
                ))}
              </ul>
              <Link href={paths.magazine()} className={css.more}>
                マガジンの記事をもっと見る
              </Link>
            </section>
          )}

          {news.length > 0 && (
            <section className={page.section} aria-labelledby="home-news">
              <h2 id="home-news" className={page.sectionTitle}>
                お知らせ
              </h2>
              <ul className={css.newsList}>
                {news.map((item) => (
                  <li key={item.id}>
                    <NewsRow item={item} />
                  </li>
                ))}
              </ul>
              <Link href={paths.news()} className={css.more}>
                お知らせ一覧へ
              </Link>
            </section>
          )}

          {faq.length > 0 && (
            <div className={page.section}>
              <FaqList items={faq} moreHref={paths.faq()} />
            </div>
          )}
        </div>
      </HydrateLater>
    </>
  );
}
