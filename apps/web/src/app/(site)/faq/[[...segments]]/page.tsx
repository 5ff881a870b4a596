import { ContactMethod } from '@jobsite/domain/enums';
import { FaqList } from '@jobsite/ui/faq-list';
import { sanitizeRichText } from '@jobsite/ui/rich-text';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { ContactForm } from '@/features/faq/ContactForm';
import { loadFaqItems } from '@/features/faq/faq-data';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';

/**
 * `/faq` and its contact window `#contact`. An optional catch-all with no static params only
 * so the page renders on its first request (and is cached) instead of at build time.
 */
export const revalidate = 3600;
export function generateStaticParams(): Array<{ segments?: string[] }> {
  return [];
}

export const metadata: Metadata = {
  title: 'よくある質問・お問い合わせ',
  description: '現場ジョブの使い方や会員登録、応募についてのよくある質問と、お問い合わせ窓口です。',
  alternates: { canonical: paths.faq() },
};

type Props = { params: Promise<{ segments?: string[] }> };

export default async function FaqPage({ params }: Props) {
  if ((await params).segments?.length) notFound();
  const items = await loadFaqItems();
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: 'よくある質問' }]} />
      <h1 className={page.pageTitle}>よくある質問</h1>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({
            '@type': 'Question',
            name: item.name,
            acceptedAnswer: { '@type': 'Answer', text: sanitizeRichText(item.acceptedAnswer.text) },
          })),
        }}
      />
      <FaqList items={items} heading="サービスについて" defaultOpen />
      <section id="contact" className={page.section} aria-labelledby="contact-title">
        <h2 id="contact-title" className={page.sectionTitle}>
          お問い合わせ
        </h2>
        <p className={page.lead}>
          ご質問・ご相談は以下のフォームからお送りください。内容を確認のうえ、ご希望の方法でご連絡します。
        </p>
        <ContactForm contactMethods={ContactMethod.options} />
      </section>
    </div>
  );
}
