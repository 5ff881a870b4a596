import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps text, headings, lists, links and images, dropping scripts and handlers', () => {
    const html = sanitizeRichText(
      '<h2>見出し</h2><p onclick="x()">本文<script>alert(1)</script></p><ul><li>a</li></ul><a href="javascript:alert(1)">x</a><img src="https://img.example/a.jpg" onerror="x()" alt="a">',
    );
    expect(html).toContain('<h2>見出し</h2>');
    expect(html).toContain('<p>本文</p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain(
      '<img loading="lazy" decoding="async" src="https://img.example/a.jpg" alt="a">',
    );
  });

  it('forces embedded media to the light theme and allows only known embed hosts', () => {
    const html = sanitizeRichText(
      '<iframe src="https://www.youtube.com/embed/abc" title="動画"></iframe><iframe src="https://evil.example/x"></iframe><blockquote class="twitter-tweet"><p>tweet</p></blockquote>',
    );
    expect(html).toContain('src="https://www.youtube.com/embed/abc?theme=light"');
    expect(html).toContain('style="color-scheme: light"');
    expect(html).toContain('src="about:blank"');
    expect(html).toContain('<blockquote class="twitter-tweet" data-theme="light">');
  });

  it('opens new-tab links without handing over the opener', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });
});
