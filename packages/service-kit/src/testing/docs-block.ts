// The benchmarks' figures in docs/performance.md: each run replaces its own block, between
// `<!-- <name>:start … -->` and `<!-- <name>:end -->`, and leaves the rest of the page alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type DocsBlock = {
  /** The markers' name: `bench`, `bff-bench`, `web-bench`. */
  name: string;
  /** The block, its start and end markers included. */
  block: string;
  /** Where a page without the block gets it (under this `## ` heading, made if missing); without one, a missing block is an error. */
  heading?: string;
};

/** `text` with the block replaced, or placed under its heading when it is not there yet. */
export function replaceDocsBlock(text: string, { name, block, heading }: DocsBlock): string {
  const start = text.indexOf(`<!-- ${name}:start`);
  const endMarker = `<!-- ${name}:end -->`;
  const end = text.indexOf(endMarker, start);
  if (start !== -1 && end !== -1) {
    return text.slice(0, start) + block + text.slice(end + endMarker.length);
  }
  if (heading === undefined) throw new Error(`no <!-- ${name}:start --> … ${endMarker} block`);
  const title = `\n${heading}\n`;
  if (text.includes(title)) {
    const at = text.indexOf(title) + title.length;
    return `${text.slice(0, at)}\n${block}\n${text.slice(at)}`;
  }
  return `${text.trimEnd()}\n\n${heading}\n\n${block}\n`;
}

/** Writes the block into `file` (created as `# Performance` when missing). */
export function writeDocsBlock(file: string, docsBlock: DocsBlock): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  writeFileSync(file, replaceDocsBlock(text, docsBlock));
}
