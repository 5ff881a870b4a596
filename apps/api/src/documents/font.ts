import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/**
 * The Japanese font of the PDFs: Noto Sans JP Regular (OpenType/CFF, SIL Open Font License
 * 1.1) as shipped in the registry package `@embedpdf/fonts-jp` (docs/decisions/0047). Read
 * once per process; each document embeds the subset of glyphs it uses.
 */
const FONT_FILE = '../fonts/NotoSansJP-Regular.otf';

let fontBytes: Promise<Uint8Array> | undefined;

export function japaneseFontBytes(): Promise<Uint8Array> {
  if (!fontBytes) {
    // The package exports only its JavaScript: the font sits beside its entry point.
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-jp');
    fontBytes = readFile(new URL(FONT_FILE, `file://${entry}`)).then(
      (buffer) => new Uint8Array(buffer),
      (error: unknown) => {
        fontBytes = undefined;
        throw error;
      },
    );
  }
  return fontBytes;
}

type Subset = ReturnType<fontkit.Font['createSubset']>;

/**
 * pdf-lib's font engine interface over fontkit 2. pdf-lib's own `@pdf-lib/fontkit` is an old
 * fork whose subsets of CJK fonts are corrupt (docs/decisions/0047); fontkit 2 subsets them
 * correctly but names the subset's writer `encode()` where pdf-lib calls `encodeStream()`.
 */
export const fontkitForPdfLib: Fontkit = {
  create(buffer) {
    let font = parsed.get(buffer);
    if (!font) {
      font = adapt(fontkit.create(Buffer.from(buffer)) as fontkit.Font);
      parsed.set(buffer, font);
    }
    return font as unknown as ReturnType<Fontkit['create']>;
  },
};

/**
 * Fonts parsed once per font file (a 4.5 MB CFF font takes far longer to parse than a page
 * to draw). Sharing one is safe: each document makes its own subset of it.
 */
const parsed = new WeakMap<Uint8Array, fontkit.Font>();

function adapt(font: fontkit.Font): fontkit.Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset: Subset & { encodeStream?: () => Readable } = createSubset();
    subset.encodeStream = () => Readable.from([subset.encode()]);
    return subset;
  };
  return font;
}
