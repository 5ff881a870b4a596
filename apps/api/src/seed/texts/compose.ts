import type { Random } from '../random';

/** Job-specific words a text template may name. */
export interface TextSlots {
  /** The region word of the job's prefecture (rules.ts areaWordOf): 関東, 道内 …. */
  readonly area: string;
  /** The municipality without its county: 新宿区, 吉岡町. */
  readonly muni: string;
  readonly label: string;
  readonly company: string;
  readonly office: string;
}

const INNERMOST = /\{([^{}]*)\}/;

/**
 * Fills a text template: `{area}`, `{muni}`, `{label}`, `{company}`, `{office}` become the
 * job's words, and `{a|b|c}` one of its alternatives (innermost first, so alternatives may
 * nest and hold slots). The alternatives are how one bank sentence reads differently from job
 * to job (decision 0043: no sentence in more than a set share of an occupation's jobs).
 */
export function compose(template: string, random: Random, slots: TextSlots): string {
  let text = template;
  for (let match = INNERMOST.exec(text); match; match = INNERMOST.exec(text)) {
    const body = match[1]!;
    const value = body.includes('|')
      ? random.pick(body.split('|'))
      : body in slots
        ? slots[body as keyof TextSlots]
        : body;
    text = text.slice(0, match.index) + value + text.slice(match.index + match[0].length);
  }
  return text;
}
