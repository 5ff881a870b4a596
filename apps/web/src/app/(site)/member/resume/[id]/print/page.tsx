import type { Metadata } from 'next';
import { ResumePrintView } from '@/features/profile/DocumentPrintViews';
import { loadResumePrint, printDate } from '@/features/profile/document-print';
import { PrintButton } from '@/features/profile/PrintButton';
import * as print from '@/features/profile/print.css';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '履歴書（印刷用）',
  robots: { index: false, follow: false },
};

/** /member/resume/{id}/print: one of the member's resumes laid out for paper (print CSS). */
export default async function ResumePrintPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const data = await loadResumePrint(id);
  return (
    <div className={page.container}>
      <div className={print.toolbar}>
        <a className={page.textLink} href={paths.resume()}>
          履歴書の一覧に戻る
        </a>
        <PrintButton />
      </div>
      <ResumePrintView data={data} date={printDate()} />
    </div>
  );
}
