import { asOf, type DatedLine, RESUME_HEADINGS } from '@jobsite/domain/documents';
import type { ResumeDocument } from './document-data';
import { CONTENT_WIDTH, PAGE, PdfWriter } from './pdf-writer';

const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
/** Label column of the personal rows; year and month columns of the dated tables. */
const LABEL_WIDTH = 56;
const YEAR_WIDTH = 50;
const MONTH_WIDTH = 30;
const ROW_HEIGHT = 22;
/** Rows the 免許・資格 table has at least, as on the printed form. */
const MIN_LICENCE_ROWS = 6;
/** The JIS photo box: 30 × 40 mm, at the right of the personal rows. */
const PHOTO_WIDTH = 85;
const PHOTO_HEIGHT = 113;
const PHOTO_GAP = 10;
/** The personal rows stop short of the photo box. */
const ROWS_RIGHT = RIGHT - PHOTO_WIDTH - PHOTO_GAP;
const ROWS_WIDTH = ROWS_RIGHT - LEFT;
const TEXT_SIZE = 10;
const LINE_HEIGHT = 15;

/** The dated table (学歴・職歴 or 免許・資格): a header row, then one row per line. */
function datedTable(
  pdf: PdfWriter,
  top: number,
  title: string,
  rows: readonly (DatedLine | null)[],
) {
  const height = ROW_HEIGHT * (rows.length + 1);
  const yearRight = LEFT + YEAR_WIDTH;
  const monthRight = yearRight + MONTH_WIDTH;
  pdf.box(LEFT, top, CONTENT_WIDTH, height);
  pdf.line(yearRight, top, yearRight, top + height);
  pdf.line(monthRight, top, monthRight, top + height);
  pdf.text('年', LEFT + YEAR_WIDTH / 2, top + 6, { size: 9, align: 'center' });
  pdf.text('月', yearRight + MONTH_WIDTH / 2, top + 6, { size: 9, align: 'center' });
  pdf.text(title, (monthRight + RIGHT) / 2, top + 6, { size: 9, align: 'center' });
  rows.forEach((row, index) => {
    const rowTop = top + ROW_HEIGHT * (index + 1);
    pdf.line(LEFT, rowTop, RIGHT, rowTop);
    if (!row) return;
    const textTop = rowTop + 6;
    if (row.year) pdf.text(String(row.year), LEFT + YEAR_WIDTH / 2, textTop, { align: 'center' });
    if (row.month) {
      pdf.text(String(row.month), yearRight + MONTH_WIDTH / 2, textTop, { align: 'center' });
    }
    const align = row.align ?? 'left';
    const x =
      align === 'left'
        ? monthRight + 8
        : align === 'center'
          ? (monthRight + RIGHT) / 2
          : RIGHT - 12;
    pdf.text(row.text, x, textTop, { align });
  });
  return top + height;
}

/** A titled box of free text, as tall as its text (at least `minHeight`). */
function textBox(pdf: PdfWriter, top: number, title: string, value: string, minHeight: number) {
  const lines = value ? pdf.wrap(value, CONTENT_WIDTH - 16, TEXT_SIZE) : [];
  const height = Math.max(minHeight, 26 + lines.length * LINE_HEIGHT);
  let boxTop = top;
  if (boxTop + height > BOTTOM) {
    pdf.addPage();
    boxTop = PAGE.margin;
  }
  pdf.box(LEFT, boxTop, CONTENT_WIDTH, height);
  pdf.text(title, LEFT + 6, boxTop + 5, { size: 8 });
  lines.forEach((line, index) => {
    pdf.text(line, LEFT + 8, boxTop + 22 + index * LINE_HEIGHT, { size: TEXT_SIZE });
  });
  return boxTop + height;
}

/** The personal rows at the top of page 1; returns where they end. */
function personalRows(pdf: PdfWriter, resume: ResumeDocument, top: number): number {
  const valueX = LEFT + LABEL_WIDTH + 8;
  const rows: { label: string; height: number; draw: (rowTop: number) => void }[] = [
    {
      label: 'ふりがな',
      height: 18,
      draw: (rowTop) => pdf.text(resume.nameKana, valueX, rowTop + 5, { size: 9 }),
    },
    {
      label: '氏　名',
      height: 44,
      draw: (rowTop) => pdf.text(resume.name, valueX, rowTop + 12, { size: 20 }),
    },
    {
      label: '生年月日',
      height: 24,
      draw: (rowTop) => {
        pdf.text(resume.birth, valueX, rowTop + 7);
        if (resume.gender)
          pdf.text(`性別　${resume.gender}`, ROWS_RIGHT - 12, rowTop + 7, { align: 'right' });
      },
    },
    {
      label: '現住所',
      height: 44,
      draw: (rowTop) => {
        pdf.text(resume.postalCode ? `〒${resume.postalCode}` : '〒', valueX, rowTop + 5, {
          size: 9,
        });
        pdf
          .wrap(resume.address, ROWS_RIGHT - valueX - 8, 11)
          .slice(0, 2)
          .forEach((line, index) => {
            pdf.text(line, valueX, rowTop + 18 + index * 13, { size: 11 });
          });
      },
    },
    {
      label: '電話',
      height: 22,
      draw: (rowTop) => {
        pdf.text(resume.phoneNumber, valueX, rowTop + 6);
        pdf.text('E-mail', LEFT + ROWS_WIDTH / 2, rowTop + 6, { size: 8 });
        pdf.text(resume.email, LEFT + ROWS_WIDTH / 2 + 40, rowTop + 6);
      },
    },
  ];
  const height = rows.reduce((sum, row) => sum + row.height, 0);
  pdf.box(LEFT, top, ROWS_WIDTH, height);
  pdf.line(LEFT + LABEL_WIDTH, top, LEFT + LABEL_WIDTH, top + height);
  let rowTop = top;
  for (const row of rows) {
    if (rowTop > top) pdf.line(LEFT, rowTop, ROWS_RIGHT, rowTop);
    pdf.text(row.label, LEFT + LABEL_WIDTH / 2, rowTop + row.height / 2 - 4, {
      size: 8,
      align: 'center',
    });
    row.draw(rowTop);
    rowTop += row.height;
  }
  return Math.max(top + height, top + PHOTO_HEIGHT);
}

/** The photo box: the member's photo, or the printed form's note where one is pasted. */
async function photoBox(pdf: PdfWriter, resume: ResumeDocument, top: number) {
  const x = RIGHT - PHOTO_WIDTH;
  if (resume.photo) {
    await pdf.jpeg(resume.photo, x, top, PHOTO_WIDTH, PHOTO_HEIGHT);
  } else {
    pdf.text('写真をはる位置', x + PHOTO_WIDTH / 2, top + PHOTO_HEIGHT / 2 - 12, {
      size: 7,
      align: 'center',
    });
    pdf.text('縦 40mm × 横 30mm', x + PHOTO_WIDTH / 2, top + PHOTO_HEIGHT / 2 + 2, {
      size: 7,
      align: 'center',
    });
  }
  pdf.box(x, top, PHOTO_WIDTH, PHOTO_HEIGHT);
}

/**
 * 履歴書 in the JIS layout (JIS Z 8303 様式例, as A4 pages): page 1 has the personal rows and
 * 学歴・職歴; page 2 continues 学歴・職歴 when it is long, then 免許・資格, 志望の動機 and
 * 本人希望記入欄. Longer texts run onto further pages.
 */
export async function renderResumePdf(
  resume: ResumeDocument,
  createdAt: Date,
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: RESUME_HEADINGS.title,
    author: resume.name,
    createdAt,
  });
  pdf.text('履　歴　書', LEFT, PAGE.margin, { size: 20 });
  pdf.text(asOf(resume.date), RIGHT, PAGE.margin + 10, { size: 9, align: 'right' });
  await photoBox(pdf, resume, PAGE.margin + 34);
  const historyTop = personalRows(pdf, resume, PAGE.margin + 34) + 14;
  const rowsOnFirstPage = Math.floor((BOTTOM - historyTop) / ROW_HEIGHT) - 1;
  const first = resume.history.slice(0, rowsOnFirstPage);
  const rest = resume.history.slice(rowsOnFirstPage);
  const blanks = (count: number) => Array.from({ length: Math.max(0, count) }, () => null);
  datedTable(pdf, historyTop, RESUME_HEADINGS.history, [
    ...first,
    ...blanks(rowsOnFirstPage - first.length),
  ]);

  pdf.addPage();
  let top: number = PAGE.margin;
  if (rest.length > 0) top = datedTable(pdf, top, RESUME_HEADINGS.history, rest) + 14;
  top =
    datedTable(pdf, top, RESUME_HEADINGS.licences, [
      ...resume.licences,
      ...blanks(MIN_LICENCE_ROWS - resume.licences.length),
    ]) + 14;
  top =
    textBox(pdf, top, '志望の動機、特技、好きな学科、アピールポイントなど', resume.reason, 180) +
    14;
  textBox(pdf, top, RESUME_HEADINGS.hopes, resume.hopes, 110);
  return pdf.save();
}
