import { CompanyCard } from '@jobsite/ui/company-card';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PagedJobList } from '@/components/jobs/JobCards';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { PageSection } from '@/components/site/PageSection';
import { CompanyFacts } from '@/features/company/CompanyFacts';
import { loadCompanyPage } from '@/features/company/company-data';
import { pageOfSegments, pageSearch } from '@/lib/content-route';
import { toJobCard } from '@/lib/jobs/job-card';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';

export const revalidate = 300;
export function generateStaticParams(): Array<{ id: string; segments?: string[] }> {
  return [];
}

type Props = { params: Promise<{ id: string; segments?: string[] }> };

async function load(params: Props['params']) {
  const { id, segments } = await params;
  const pageNumber = pageOfSegments(segments);
  if (!/^\d{1,18}$/.test(id) || pageNumber === null) return null;
  const data = await loadCompanyPage(id, pageNumber);
  if (!data?.company) return null;
  return { ...data, company: data.company, pageNumber };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data) return {};
  const { company, pageNumber } = data;
  return {
    title: `${company.name}の求人一覧${pageNumber > 1 ? ` ${pageNumber}ページ目` : ''}`,
    description:
      `${company.name}の会社情報と掲載中の求人${company.publishedJobCount}件。${company.companyDetail.businessDescription ?? ''}`.slice(
        0,
        120,
      ),
    alternates: { canonical: `${paths.company(company.id)}${pageSearch(pageNumber)}` },
  };
}

/** A company page with its jobs (spec §2: company page with jobs). */
export default async function CompanyPage({ params }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const { company, companyJobs, pageNumber } = data;
  if (pageNumber > 1 && pageNumber > companyJobs.totalPages) notFound();
  const detail = company.companyDetail;
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: company.name }]} />
      <h1 className={page.pageTitle}>{company.name}</h1>
      <CompanyCard
        headingLevel={2}
        descriptionLength={400}
        company={{
          id: company.id,
          name: company.name,
          addressLine: company.addressLine,
          imageUrl: company.images[0]?.url,
          businessDescription: detail.businessDescription,
          employeeNumber: detail.employeeNumber,
          establishmentDate: detail.establishmentDate,
          vehicleNumber: detail.vehicleNumber,
        }}
      />
      <CompanyFacts detail={detail} />
      {detail.introduction && (
        <PageSection id="company-introduction" title="会社紹介">
          <p style={{ whiteSpace: 'pre-line' }}>{detail.introduction}</p>
        </PageSection>
      )}
      <PageSection id="company-jobs" title={`${company.name}の求人`}>
        <PagedJobList
          jobs={companyJobs.nodes.map(toJobCard)}
          totalCount={companyJobs.totalCount}
          page={pageNumber}
          perPage={companyJobs.per}
          hrefForPage={(n) => `${paths.company(company.id)}${pageSearch(n)}`}
        />
      </PageSection>
    </div>
  );
}
