import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { japaneseFontBytes } from '../../src/documents/font';

/** What a test reads of a PDF: its pages' text (as a viewer extracts it) and its fonts. */
export interface PdfContents {
  pageCount: number;
  /** The text of each page, its pieces joined; runs of spaces (also 　) are one ' '. */
  pages: string[];
  /** Each embedded font program: its name and its decoded bytes. */
  fonts: { name: string; program: Uint8Array }[];
  /** Each embedded image: its pixel size and its stored bytes (a JPEG stays a JPEG). */
  images: { width: number; height: number; bytes: Uint8Array }[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  // The legacy build runs on Node without a DOM; its worker runs in-process.
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: bytes.slice(), verbosity: 0 });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    pages.push(text.replace(/[\s\u3000]+/g, ' '));
  }
  await task.destroy();

  const parsed = await PDFDocument.load(bytes);
  const fonts: PdfContents['fonts'] = [];
  const images: PdfContents['images'] = [];
  for (const [, object] of parsed.context.enumerateIndirectObjects()) {
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
    ) {
      const size = (key: string) => Number(object.dict.get(PDFName.of(key))?.toString());
      images.push({ width: size('Width'), height: size('Height'), bytes: object.contents });
      continue;
    }
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = ['FontFile', 'FontFile2', 'FontFile3']
      .map((key) => object.get(PDFName.of(key)))
      .find(Boolean);
    const stream = file ? parsed.context.lookup(file) : undefined;
    if (!(stream instanceof PDFRawStream)) continue;
    fonts.push({
      name: object.get(PDFName.of('FontName'))?.toString() ?? '',
      program: decodePDFRawStream(stream).decode(),
    });
  }
  return { pageCount: document.numPages, pages, fonts, images };
}

/** The size of the font the PDFs embed from, to tell a subset from the whole font. */
export async function sourceFontSize(): Promise<number> {
  return (await japaneseFontBytes()).byteLength;
}
