import {
  asOf,
  birthLine,
  type CalendarDate,
  type DatedLine,
  jobPeriod,
  parseBirthDate,
  RESUME_HEADINGS,
  resumeHistoryLines,
} from '@jobsite/domain/documents';
import { EmploymentType, Gender } from '@jobsite/domain/enums';
import type { CareerSheetPrintData, ResumePrintData } from './document-print';
import { resumeAddress } from './document-text';
import * as css from './print.css';

const ALIGN = { left: undefined, center: css.center, right: css.right } as const;

/** 学歴・職歴 or 免許・資格: year, month and the line, with blank rows as on the form. */
function DatedTable({
  title,
  lines,
  minRows = 0,
}: {
  title: string;
  lines: readonly DatedLine[];
  minRows?: number;
}) {
  const blanks = Math.max(0, minRows - lines.length);
  return (
    <table className={css.table}>
      <thead>
        <tr>
          <th className={css.numberCell} scope="col">
            年
          </th>
          <th className={css.numberCell} scope="col">
            月
          </th>
          <th scope="col">{title}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list in order.
          <tr key={index}>
            <td className={css.numberCell}>{line.year ?? ''}</td>
            <td className={css.numberCell}>{line.month ?? ''}</td>
            <td className={ALIGN[line.align ?? 'left']}>{line.text}</td>
          </tr>
        ))}
        {Array.from({ length: blanks }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty rows have nothing else to key.
          <tr key={`blank-${index}`}>
            <td className={css.numberCell}>&nbsp;</td>
            <td className={css.numberCell} />
            <td />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TextBox({ title, text }: { title: string; text: string | null | undefined }) {
  return (
    <section className={css.textBox} aria-label={title}>
      <span className={css.boxTitle}>{title}</span>
      {text ?? ''}
    </section>
  );
}

/** 履歴書 as on paper (JIS layout): the same rows the PDF has. */
export function ResumePrintView({ data, date }: { data: ResumePrintData; date: CalendarDate }) {
  const { resume } = data;
  const birth =
    parseBirthDate(resume.birthDate) ??
    (resume.birthYear ? { year: resume.birthYear, month: null, day: null } : null);
  const gender = resume.gender && resume.gender !== 'other' ? Gender.labels[resume.gender] : '';
  return (
    <article className={css.sheet} aria-label={`${RESUME_HEADINGS.title}「${resume.name}」`}>
      <div className={css.heading}>
        <h1 className={css.title}>{RESUME_HEADINGS.title}</h1>
        <span>{asOf(date)}</span>
      </div>
      <table className={css.table}>
        <tbody>
          <tr>
            <th className={css.labelCell} scope="row">
              ふりがな
            </th>
            <td colSpan={3}>{resume.nameKana ?? ''}</td>
            <td rowSpan={3} className={css.photoCell}>
              {resume.photo ? (
                // biome-ignore lint/performance/noImgElement: the stored photo as a data: URL, for paper.
                <img className={css.photo} src={resume.photo.dataUrl} alt="証明写真" />
              ) : (
                <span className={css.photoNote}>写真をはる位置</span>
              )}
            </td>
          </tr>
          <tr>
            <th className={css.labelCell} scope="row">
              氏名
            </th>
            <td colSpan={3} className={css.name}>
              {resume.userName ?? ''}
            </td>
          </tr>
          <tr>
            <th className={css.labelCell} scope="row">
              生年月日
            </th>
            <td>{birthLine(birth, date)}</td>
            <th className={css.labelCell} scope="row">
              性別
            </th>
            <td>{gender}</td>
          </tr>
          <tr>
            <th className={css.labelCell} scope="row">
              現住所
            </th>
            <td colSpan={4}>{resumeAddress(resume)}</td>
          </tr>
          <tr>
            <th className={css.labelCell} scope="row">
              電話
            </th>
            <td>{data.phoneNumber ?? ''}</td>
            <th className={css.labelCell} scope="row">
              E-mail
            </th>
            <td colSpan={2}>{data.email ?? ''}</td>
          </tr>
        </tbody>
      </table>
      <DatedTable
        title={RESUME_HEADINGS.history}
        lines={resumeHistoryLines(resume.education, resume.jobHistories)}
        minRows={12}
      />
      <div className={css.newPage}>
        <DatedTable
          title={RESUME_HEADINGS.licences}
          lines={resume.qualifications.map((q) => ({ year: null, month: null, text: q.name }))}
          minRows={6}
        />
      </div>
      <TextBox title={RESUME_HEADINGS.reason} text={resume.reason} />
      <TextBox title={RESUME_HEADINGS.hopes} text={resume.hopes} />
    </article>
  );
}

/** 職務経歴書: 職務要約, each job, 免許・資格, as the PDF has them. */
export function CareerSheetPrintView({
  data,
  date,
}: {
  data: CareerSheetPrintData;
  date: CalendarDate;
}) {
  const { sheet } = data;
  return (
    <article className={css.sheet} aria-label={`職務経歴書「${sheet.name}」`}>
      <div className={css.heading}>
        <h1 className={css.title}>職務経歴書</h1>
        <span>
          {asOf(date)}　氏名　{data.name ?? ''}
        </span>
      </div>
      <section>
        <h2 className={css.sectionTitle}>■職務要約</h2>
        <p className={css.paragraph}>{sheet.summary || '（記載なし）'}</p>
      </section>
      <section>
        <h2 className={css.sectionTitle}>■職務経歴</h2>
        {sheet.jobHistories.length === 0 && <p>（記載なし）</p>}
        {sheet.jobHistories.map((history) => (
          <div key={history.id} className={css.job}>
            <div className={css.jobHeader}>
              <span>{jobPeriod(history)}</span>
              <strong>
                {history.companyName}（{EmploymentType.labels[history.employmentType]}）
              </strong>
            </div>
            {history.companyBusinessDetail && <p>事業内容：{history.companyBusinessDetail}</p>}
            {(history.occupation?.name ?? history.otherOccupationName) && (
              <p>職種：{history.occupation?.name ?? history.otherOccupationName}</p>
            )}
            {history.jobDescription && (
              <p className={css.paragraph}>業務内容：{history.jobDescription}</p>
            )}
          </div>
        ))}
      </section>
      <section>
        <h2 className={css.sectionTitle}>■免許・資格</h2>
        <p className={css.paragraph}>
          {sheet.qualifications.map((q) => q.name).join('\n') || '（なし）'}
        </p>
      </section>
    </article>
  );
}
