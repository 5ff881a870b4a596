import { Education, EducationStatus, Gender } from '@jobsite/domain/enums';
import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MemberNav } from '@/features/mypage/MemberNav';
import { ResumeEditForm } from '@/features/profile/DocumentEditForms';
import { DocumentsEditor } from '@/features/profile/DocumentsEditor';
import { resumeEditValues } from '@/features/profile/document-form';
import { resumeAddress } from '@/features/profile/document-text';
import * as forms from '@/features/profile/forms.css';
import { prefectureOptions } from '@/features/profile/options';
import { loadResumeEditor, type ResumeEditorData } from '@/features/profile/profile-data';
import { ResumePhotoEditor } from '@/features/profile/ResumePhotoEditor';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '履歴書',
  robots: { index: false, follow: false },
};

type Resume = ResumeEditorData['resumes'][number];

const formatBirthDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}年${month}月${day}日生まれ`;
};

const yearMonth = (year?: number | null, month?: number | null) =>
  year ? `${year}年${month ? `${month}月` : ''}` : '';

/** What a resume holds (a snapshot of the profile when it was made). */
function ResumeDetails({ resume }: { resume: Resume }) {
  const education = resume.education;
  return (
    <dl className={forms.muted}>
      <div>
        <dt>氏名・性別・生まれ年</dt>
        <dd>
          {[
            resume.userName ?? '未入力',
            resume.gender ? Gender.labels[resume.gender] : null,
            resume.birthYear ? `${resume.birthYear}年生まれ` : null,
          ]
            .filter(Boolean)
            .join('・')}
        </dd>
      </div>
      <div>
        <dt>ふりがな・生年月日</dt>
        <dd>
          {[
            resume.nameKana ?? 'ふりがな未入力',
            resume.birthDate ? formatBirthDate(resume.birthDate) : '生年月日未入力',
          ].join('・')}
        </dd>
      </div>
      <div>
        <dt>住所</dt>
        <dd>{resumeAddress(resume) || '未入力'}</dd>
      </div>
      <div>
        <dt>学歴</dt>
        <dd>
          {education
            ? `${Education.labels[education.education]}${education.schoolName ? ` ${education.schoolName}` : ''} ${EducationStatus.labels[education.graduationStatus]} ${yearMonth(education.graduationYear, education.graduationMonth)}`
            : '未入力'}
        </dd>
      </div>
      <div>
        <dt>職歴</dt>
        <dd>
          {resume.jobHistories.length === 0
            ? '未入力'
            : resume.jobHistories
                .map(
                  (history) =>
                    `${history.companyName}（${yearMonth(history.joinedYear, history.joinedMonth)}〜${yearMonth(history.retiredYear, history.retiredMonth) || '在籍中'}）`,
                )
                .join('、')}
        </dd>
      </div>
      <div>
        <dt>資格</dt>
        <dd>{resume.qualifications.map((q) => q.name).join('、') || 'なし'}</dd>
      </div>
      {resume.reason && (
        <div>
          <dt>志望動機</dt>
          <dd>{resume.reason}</dd>
        </div>
      )}
      {resume.hopes && (
        <div>
          <dt>本人希望</dt>
          <dd>{resume.hopes}</dd>
        </div>
      )}
    </dl>
  );
}

/** /member/resume/: resumes made from the profile (createResume / removeResume). */
export default async function ResumePage() {
  const user = await loadResumeEditor();
  const prefectures = prefectureOptions();
  const missing = [
    !user.name && 'お名前',
    !user.birthYear && '生まれ年',
    user.jobHistories.length === 0 && '職歴',
    !user.educationalBackground && '学歴',
  ].filter(Boolean);
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: '履歴書' }]}
      />
      <h1 className={page.pageTitle}>履歴書</h1>
      <MemberNav current={paths.resume()} />
      {missing.length > 0 && (
        <p className={page.lead}>
          {missing.join('・')}が未入力です。
          <a href={paths.profile()}>プロフィール</a>や
          <a href={paths.careerSheet()}>職務経歴書・経歴</a>
          を入力してから作成すると、より充実した履歴書になります。
        </p>
      )}
      <DocumentsEditor
        kind="resume"
        documents={user.resumes.map((resume) => ({
          id: resume.id,
          name: resume.name,
          createdAt: resume.createdAt,
          details: (
            <>
              <ResumePhotoEditor resumeId={resume.id} initial={resume.photo?.dataUrl ?? null} />
              <ResumeDetails resume={resume} />
            </>
          ),
          editor: <ResumeEditForm initial={resumeEditValues(resume)} prefectures={prefectures} />,
          pdf: {
            href: paths.documentPdf('resume', resume.id),
            fileName: `履歴書_${resume.name}.pdf`,
          },
          printHref: paths.resumePrint(resume.id),
        }))}
      />
    </div>
  );
}
