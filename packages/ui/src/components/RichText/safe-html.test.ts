import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './safe-html';

describe('sanitizeRichText', () => {
  it('keeps text, headings, lists, links and images, dropping scripts and handlers', () => {
    const html = sanitizeRichText(
      '<h2>見出し</h2><p onclick="x()">本文<script>alert(1)</script></p><ul><li>a</li></ul><a href="javascript:alert(1)">x</a><img src="https://img.example/a.jpg" onerror="x()" alt="a">',
    );
    expect(html).toContain('<h2>見出し</h2>');
    expect(html).toContain('<p>本文</p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain(
      '<img src="https://img.example/a.jpg" loading="lazy" decoding="async" alt="a">',
    );
  });

  it('forces embedded media to the light theme and allows only known embed hosts', () => {
    const html = sanitizeRichText(
      '<iframe src="https://www.youtube.com/embed/abc" title="動画"></iframe><iframe src="https://evil.example/x"></iframe><blockquote class="twitter-tweet"><p>tweet</p></blockquote>',
    );
    expect(html).toContain('src="https://www.youtube.com/embed/abc?theme=light"');
    expect(html).toContain('style="color-scheme: light"');
    expect(html).not.toContain('evil.example');
    expect(html.match(/<iframe/g)).toHaveLength(1);
    expect(html.match(/<\/iframe>/g)).toHaveLength(1);
    expect(html).toContain('<blockquote class="twitter-tweet" data-theme="light">');
  });

  it('opens new-tab links without handing over the opener', () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
  });

  it('keeps formatting, lists and links as they are', () => {
    const html = '<p>会員登録は<strong>無料</strong></p><ul><li>A</li></ul><a href="/faq">FAQ</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script>OK', 'OK'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<style>body{display:none}</style>text', 'text'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>', ''],
    ['<iframe src="javascript:alert(1)">x</iframe>', 'x'],
    [
      '<blockquote class="x" cite="javascript:alert(1)">q</blockquote>',
      '<blockquote class="x">q</blockquote>',
    ],
    ['<form action="/x"><input name="a"></form>', ''],
  ])('removes what is not allowed: %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});
