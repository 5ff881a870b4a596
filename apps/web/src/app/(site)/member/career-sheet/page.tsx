import { Card } from '@jobsite/ui/card';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MemberNav } from '@/features/mypage/MemberNav';
import {
  EducationForm,
  JobHistoriesForm,
  PersonalityForm,
  QualificationsForm,
} from '@/features/profile/CareerForms';
import {
  educationValues,
  jobHistoryValues,
  personalityValues,
} from '@/features/profile/career-form';
import { CareerSheetEditForm } from '@/features/profile/DocumentEditForms';
import { DocumentsEditor } from '@/features/profile/DocumentsEditor';
import * as forms from '@/features/profile/forms.css';
import {
  carOptions,
  currentJstYear,
  educationOptions,
  educationStatusOptions,
  employmentTypeOptions,
  FIRST_CAREER_YEAR,
  occupationOptions,
  particularConditionOptions,
  qualificationGroups,
  salaryOptions,
  shiftOptions,
  startTimingOptions,
  workplaceStrengthOptions,
} from '@/features/profile/options';
import { loadCareerSheetEditor } from '@/features/profile/profile-data';
import { qualificationsValues } from '@/features/profile/profile-form';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '職務経歴書・経歴の編集',
  robots: { index: false, follow: false },
};

/**
 * /member/career-sheet/: job histories, education, qualifications, self-introduction and
 * wishes (each saved on its own), and the career sheets made from them.
 */
export default async function CareerSheetPage() {
  const user = await loadCareerSheetEditor();
  const years = { minYear: FIRST_CAREER_YEAR, maxYear: currentJstYear() };
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: '職務経歴書・経歴の編集' }]}
      />
      <h1 className={page.pageTitle}>職務経歴書・経歴の編集</h1>
      <MemberNav current={paths.careerSheet()} />
      <p className={page.lead}>
        ここで入力した内容は、応募やスカウトの際に企業へのプロフィールとして使われます。
      </p>
      <div className={forms.stack}>
        <Card as="section">
          <JobHistoriesForm
            initial={user.jobHistories.map(jobHistoryValues)}
            occupations={occupationOptions()}
            employmentTypes={employmentTypeOptions()}
            years={years}
          />
        </Card>
        <Card as="section">
          <EducationForm
            initial={educationValues(user.educationalBackground)}
            educations={educationOptions()}
            statuses={educationStatusOptions()}
            years={years}
          />
        </Card>
        <Card as="section">
          <QualificationsForm initial={qualificationsValues(user)} groups={qualificationGroups()} />
        </Card>
        <Card as="section">
          <PersonalityForm
            initial={personalityValues(user)}
            options={{
              startTimings: startTimingOptions(),
              shifts: shiftOptions(),
              salaries: salaryOptions(),
              cars: carOptions(),
              conditions: particularConditionOptions(),
              strengths: workplaceStrengthOptions(),
            }}
          />
        </Card>
        <DocumentsEditor
          kind="careerSheet"
          documents={user.careerSheets.map((sheet) => ({
            id: sheet.id,
            name: sheet.name,
            createdAt: sheet.createdAt,
            details: (
              <span className={forms.muted}>
                職歴{sheet.jobHistories.length}件・資格{sheet.qualifications.length}件
                {sheet.summary ? `・職務要約：${sheet.summary}` : ''}
              </span>
            ),
            editor: (
              <CareerSheetEditForm
                initial={{
                  id: sheet.id,
                  name: sheet.name,
                  summary: sheet.summary ?? '',
                  refreshProfile: false,
                }}
              />
            ),
            pdf: {
              href: paths.documentPdf('career-sheet', sheet.id),
              fileName: `職務経歴書_${sheet.name}.pdf`,
            },
            printHref: paths.careerSheetPrint(sheet.id),
          }))}
        />
      </div>
    </div>
  );
}
