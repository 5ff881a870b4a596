import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { greedyRuns } from '../text-runs';
import { fontkitForPdfLib, japaneseFontBytes } from './font';

/** A4 portrait in points, and the margin every page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

const INK = rgb(0, 0, 0);
const LINE_WIDTH = 0.6;

export interface TextOptions {
  size?: number;
  /** `x` is the left edge, the centre or the right edge. */
  align?: 'left' | 'center' | 'right';
}

/**
 * A PDF drawn top-down: positions are measured from the top of the page (pdf-lib measures
 * from the bottom), text is one embedded Japanese font, subset to the glyphs used.
 */
export class PdfWriter {
  /** Widths of single characters at 1 pt: wrapping measures each character once. */
  private readonly advances = new Map<string, number>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    public page: PDFPage,
  ) {}

  static async create(meta: { title: string; author: string; createdAt: Date }) {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkitForPdfLib);
    const font = await doc.embedFont(await japaneseFontBytes(), { subset: true });
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setCreationDate(meta.createdAt);
    doc.setModificationDate(meta.createdAt);
    doc.setLanguage('ja');
    return new PdfWriter(doc, font, doc.addPage([PAGE.width, PAGE.height]));
  }

  addPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
  }

  width(text: string, size: number): number {
    return this.font.widthOfTextAtSize(text, size);
  }

  /** One line of text whose top is `top` points below the top of the page. */
  text(value: string, x: number, top: number, { size = 10, align = 'left' }: TextOptions = {}) {
    if (!value) return;
    const width = this.width(value, size);
    const left = align === 'left' ? x : align === 'center' ? x - width / 2 : x - width;
    // The font's ascent is about 0.88 em: the baseline sits that far below the top.
    this.page.drawText(value, {
      x: left,
      y: PAGE.height - top - size * 0.88,
      size,
      font: this.font,
      color: INK,
    });
  }

  /**
   * `value` broken into lines no wider than `width`: at line breaks the member typed, and
   * between any two characters otherwise (Japanese has no spaces to break at).
   */
  wrap(value: string, width: number, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of value.split('\n')) {
      lines.push(
        ...greedyRuns(
          paragraph,
          (character) => this.advance(character) * size,
          () => width,
        ),
      );
    }
    return lines;
  }

  private advance(character: string): number {
    let advance = this.advances.get(character);
    if (advance === undefined) {
      advance = this.width(character, 1);
      this.advances.set(character, advance);
    }
    return advance;
  }

  line(x1: number, top1: number, x2: number, top2: number): void {
    this.page.drawLine({
      start: { x: x1, y: PAGE.height - top1 },
      end: { x: x2, y: PAGE.height - top2 },
      thickness: LINE_WIDTH,
      color: INK,
    });
  }

  box(x: number, top: number, width: number, height: number): void {
    this.page.drawRectangle({
      x,
      y: PAGE.height - top - height,
      width,
      height,
      borderColor: INK,
      borderWidth: LINE_WIDTH,
    });
  }

  /** A JPEG scaled into the box whose top left is (`x`, `top`). */
  async jpeg(bytes: Uint8Array, x: number, top: number, width: number, height: number) {
    const image = await this.doc.embedJpg(bytes);
    this.page.drawImage(image, { x, y: PAGE.height - top - height, width, height });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
