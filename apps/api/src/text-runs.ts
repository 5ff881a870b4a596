/**
 * `text` cut greedily into runs of whole characters: each run takes characters while their
 * measure (`measure`, per character) stays within its limit (`limitOf(run index)`). A run
 * holds at least one character, so a character wider than the limit stands alone. Serves the
 * PDF documents' line wrapping (width in points) and the calendar file's line folding
 * (UTF-8 octets, RFC 5545 §3.1).
 */
export function greedyRuns(
  text: string,
  measure: (character: string) => number,
  limitOf: (run: number) => number,
): string[] {
  const runs: string[] = [];
  let run = '';
  let used = 0;
  for (const character of text) {
    const size = measure(character);
    if (run && used + size > limitOf(runs.length)) {
      runs.push(run);
      run = '';
      used = 0;
    }
    run += character;
    used += size;
  }
  runs.push(run);
  return runs;
}
