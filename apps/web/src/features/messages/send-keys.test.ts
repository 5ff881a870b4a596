import { describe, expect, it } from 'vitest';
import { fileContent, textContent } from './send-keys';

describe('textContent', () => {
  it('is the same for the same text in the same room only', () => {
    expect(textContent('3', 'よろしくお願いします')).toBe(textContent('3', 'よろしくお願いします'));
    expect(textContent('3', 'こんにちは')).not.toBe(textContent('3', 'こんにちは。'));
    expect(textContent('3', 'こんにちは')).not.toBe(textContent('4', 'こんにちは'));
  });

  it('tells a quick reply from the same words typed', () => {
    expect(textContent('3', '承知しました', 'ok')).not.toBe(textContent('3', '承知しました'));
    expect(textContent('3', '承知しました', 'ok')).toBe(textContent('3', '承知しました', 'ok'));
  });
});

describe('fileContent', () => {
  it('is the same for the same file chosen again, in the same room only', () => {
    const file = new File(['%PDF'], 'resume.pdf', { type: 'application/pdf', lastModified: 1 });
    const chosenAgain = new File(['%PDF'], 'resume.pdf', {
      type: 'application/pdf',
      lastModified: 1,
    });
    expect(fileContent('3', chosenAgain)).toBe(fileContent('3', file));
    expect(fileContent('4', file)).not.toBe(fileContent('3', file));
    const other = new File(['%PDF-2'], 'resume.pdf', { type: 'application/pdf', lastModified: 1 });
    expect(fileContent('3', other)).not.toBe(fileContent('3', file));
  });

  it('is never the content of a text', () => {
    const file = new File(['x'], 'x', { type: 'text/plain', lastModified: 1 });
    expect(fileContent('3', file)).not.toBe(textContent('3', 'x'));
  });
});
