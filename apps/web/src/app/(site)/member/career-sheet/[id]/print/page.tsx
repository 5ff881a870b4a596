import type { Metadata } from 'next';
import { CareerSheetPrintView } from '@/features/profile/DocumentPrintViews';
import { loadCareerSheetPrint, printDate } from '@/features/profile/document-print';
import { PrintButton } from '@/features/profile/PrintButton';
import * as print from '@/features/profile/print.css';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '職務経歴書（印刷用）',
  robots: { index: false, follow: false },
};

/** /member/career-sheet/{id}/print: one of the member's career sheets laid out for paper. */
export default async function CareerSheetPrintPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const data = await loadCareerSheetPrint(id);
  return (
    <div className={page.container}>
      <div className={print.toolbar}>
        <a className={page.textLink} href={paths.careerSheet()}>
          職務経歴書・経歴に戻る
        </a>
        <PrintButton />
      </div>
      <CareerSheetPrintView data={data} date={printDate()} />
    </div>
  );
}
