import { asOf } from '@jobsite/domain/documents';
import type { CareerJob, CareerSheetDocument } from './document-data';
import { CONTENT_WIDTH, PAGE, PdfWriter } from './pdf-writer';

const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const TEXT_SIZE = 10;
const LINE_HEIGHT = 15;

/** Writes top-down and starts a new page when the next block does not fit. */
class Flow {
  top: number = PAGE.margin;
  constructor(readonly pdf: PdfWriter) {}

  ensure(height: number): void {
    if (this.top + height > BOTTOM) {
      this.pdf.addPage();
      this.top = PAGE.margin;
    }
  }

  heading(title: string): void {
    this.ensure(22 + LINE_HEIGHT);
    this.top += 8;
    this.pdf.text(`■${title}`, LEFT, this.top, { size: 12 });
    this.top += 20;
  }

  paragraph(value: string, indent = 0): void {
    for (const line of this.pdf.wrap(value, CONTENT_WIDTH - indent, TEXT_SIZE)) {
      this.ensure(LINE_HEIGHT);
      this.pdf.text(line, LEFT + indent, this.top, { size: TEXT_SIZE });
      this.top += LINE_HEIGHT;
    }
  }
}

function job(flow: Flow, entry: CareerJob): void {
  flow.ensure(24 + 2 * LINE_HEIGHT);
  flow.pdf.box(LEFT, flow.top, CONTENT_WIDTH, 22);
  flow.pdf.text(entry.period, LEFT + 6, flow.top + 6);
  flow.pdf.text(`${entry.companyName}（${entry.employmentType}）`, LEFT + 170, flow.top + 6);
  flow.top += 28;
  if (entry.business) flow.paragraph(`事業内容：${entry.business}`, 8);
  if (entry.occupation) flow.paragraph(`職種：${entry.occupation}`, 8);
  if (entry.description) {
    flow.paragraph('業務内容：', 8);
    flow.paragraph(entry.description, 20);
  }
  flow.top += 8;
}

/** 職務経歴書: 職務要約, 職務経歴 (newest as the member ordered them) and 免許・資格. */
export async function renderCareerSheetPdf(
  sheet: CareerSheetDocument,
  createdAt: Date,
): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({ title: '職務経歴書', author: sheet.name, createdAt });
  const flow = new Flow(pdf);
  pdf.text('職務経歴書', PAGE.width / 2, flow.top, { size: 18, align: 'center' });
  flow.top += 30;
  pdf.text(asOf(sheet.date), RIGHT, flow.top, { size: 9, align: 'right' });
  flow.top += 14;
  pdf.text(`氏名　${sheet.name}`, RIGHT, flow.top, { size: 11, align: 'right' });
  flow.top += 18;
  flow.heading('職務要約');
  flow.paragraph(sheet.summary || '（記載なし）', 8);
  flow.heading('職務経歴');
  if (sheet.jobs.length === 0) flow.paragraph('（記載なし）', 8);
  for (const entry of sheet.jobs) job(flow, entry);
  flow.heading('免許・資格');
  flow.paragraph(sheet.licences.length ? sheet.licences.join('\n') : '（なし）', 8);
  return pdf.save();
}
