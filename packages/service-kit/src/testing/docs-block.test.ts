import { describe, expect, it } from 'vitest';
import { replaceDocsBlock } from './docs-block';

const block = (body: string) =>
  `<!-- x-bench:start (written by a run) -->\n${body}\n<!-- x-bench:end -->`;

describe('replaceDocsBlock', () => {
  it('replaces the block and leaves the rest alone', () => {
    const text = `# Performance\n\n## X\n\n${block('old')}\n\nafter\n`;
    expect(replaceDocsBlock(text, { name: 'x-bench', block: block('new'), heading: '## X' })).toBe(
      `# Performance\n\n## X\n\n${block('new')}\n\nafter\n`,
    );
  });

  it('does not take another benchmark’s block for its own', () => {
    const text = `${block('x')}\n<!-- bench:start -->\nroot\n<!-- bench:end -->\n`;
    const result = replaceDocsBlock(text, {
      name: 'bench',
      block: '<!-- bench:start -->\nnew\n<!-- bench:end -->',
    });
    expect(result).toBe(`${block('x')}\n<!-- bench:start -->\nnew\n<!-- bench:end -->\n`);
  });

  it('places a new block under its heading, or a new heading at the end', () => {
    expect(
      replaceDocsBlock('# P\n\n## X\nrest\n', { name: 'x-bench', block: 'B', heading: '## X' }),
    ).toBe('# P\n\n## X\n\nB\nrest\n');
    expect(replaceDocsBlock('# P\n', { name: 'x-bench', block: 'B', heading: '## X' })).toBe(
      '# P\n\n## X\n\nB\n',
    );
  });

  it('refuses a page without the block when no heading is given', () => {
    expect(() => replaceDocsBlock('# P\n', { name: 'bench', block: 'B' })).toThrow(/bench:start/);
  });
});
