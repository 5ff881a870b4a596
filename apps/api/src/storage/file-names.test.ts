import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names';

describe('cleanFileName', () => {
  it('removes bidi overrides, isolates and control characters', () => {
    expect(cleanFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('\u2066履歴書\u2069.pdf')).toBe('履歴書.pdf');
    expect(cleanFileName('a\u0000b\u0007c\u007f\u0085.txt')).toBe('abc.txt');
    expect(cleanFileName('  職務経歴書.docx \n')).toBe('職務経歴書.docx');
  });

  it('replaces lone surrogates and keeps paired ones', () => {
    expect(cleanFileName('a\ud800b.pdf')).toBe('a\ufffdb.pdf');
    expect(cleanFileName('写真😀.png')).toBe('写真😀.png');
  });
});
