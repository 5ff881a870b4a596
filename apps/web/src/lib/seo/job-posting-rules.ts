import { PREFECTURES } from '@jobsite/domain/masters';

/**
 * Google's rules for JobPosting structured data (Search Central, "Job posting structured
 * data": required and recommended properties, and the content guidelines), written as a
 * validator: it answers the problems Google's Rich Results Test would report, or would hold
 * against the posting under its guidelines. Used by tests only (decision 0034): the unit test
 * of job pages' data and the e2e test of served pages.
 */
const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const UNIT_TEXTS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
/** ISO 8601 date, or date and time with an offset. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
/** The HTML Google accepts in description: paragraphs, line breaks, lists, headings, emphasis. */
const DESCRIPTION_TAGS = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
]);
const PREFECTURE_NAMES: readonly string[] = PREFECTURES.map((p) => p.name);

export type Json = Record<string, unknown>;

function isAbsoluteUrl(value: unknown): boolean {
  return typeof value === 'string' && /^https?:\/\/[^/\s]+/.test(value);
}

export function validateJobPosting(data: Json, now: Date): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);
  const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

  if (
    !['https://schema.org', 'https://schema.org/', 'http://schema.org'].includes(
      String(data['@context']),
    )
  )
    fail('@context is not schema.org');
  if (data['@type'] !== 'JobPosting') fail('@type is not JobPosting');

  // Required: title — the job's title, not the posting's: no codes, addresses, dates, pay,
  // company names, no decoration.
  const title = data.title;
  if (!text(title)) fail('title missing');
  else {
    const t = String(title);
    if (/<[^>]+>/.test(t)) fail('title has HTML');
    if (/[円¥]|万円|\d{2,}/.test(t)) fail(`title names pay or a code: ${t}`);
    if (/[【】！!｜|★☆]/.test(t)) fail(`title is decorated: ${t}`);
    if (PREFECTURE_NAMES.some((name) => t.includes(name))) fail(`title names a place: ${t}`);
  }
  // Required: description — the full description as HTML of the allowed tags.
  if (!text(data.description)) fail('description missing');
  else {
    for (const [, tag] of String(data.description).matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)) {
      if (!DESCRIPTION_TAGS.has(tag!.toLowerCase())) fail(`description has <${tag}>`);
    }
    if (
      String(data.description)
        .replace(/<[^>]+>/g, '')
        .trim() === String(title).trim()
    )
      fail('description is only the title');
  }
  // Required: datePosted, ISO 8601, not in the future.
  if (!ISO_8601.test(String(data.datePosted ?? ''))) fail('datePosted is not ISO 8601');
  else if (Date.parse(String(data.datePosted)) > now.getTime()) fail('datePosted in the future');
  // validThrough: ISO 8601, after datePosted; an expired posting must not carry markup.
  if (data.validThrough !== undefined) {
    if (!ISO_8601.test(String(data.validThrough))) fail('validThrough is not ISO 8601');
    else if (Date.parse(String(data.validThrough)) <= now.getTime())
      fail('validThrough has passed');
    else if (Date.parse(String(data.validThrough)) <= Date.parse(String(data.datePosted)))
      fail('validThrough is not after datePosted');
  } else fail('validThrough missing (recommended; we always give it)');
  // Required: hiringOrganization, an Organization with a name; sameAs and logo URLs.
  const org = data.hiringOrganization as Json | undefined;
  if (org?.['@type'] !== 'Organization' || !text(org.name))
    fail('hiringOrganization is not a named Organization');
  else {
    if (org.sameAs !== undefined && !isAbsoluteUrl(org.sameAs)) fail('sameAs is not absolute');
    if (org.logo !== undefined && !isAbsoluteUrl(org.logo)) fail('logo is not absolute');
  }
  // Required (not remote): jobLocation, a Place with a PostalAddress; for Japan the
  // prefecture (addressRegion), municipality (addressLocality), street, postal code, JP.
  const place = data.jobLocation as Json | undefined;
  const address = place?.address as Json | undefined;
  if (place?.['@type'] !== 'Place' || !address || address['@type'] !== 'PostalAddress')
    fail('jobLocation is not a Place with a PostalAddress');
  else {
    if (address.addressCountry !== 'JP') fail('addressCountry is not JP (ISO 3166-1 alpha-2)');
    if (!PREFECTURE_NAMES.includes(String(address.addressRegion)))
      fail('addressRegion is not a prefecture');
    if (!text(address.addressLocality)) fail('addressLocality missing');
    if (!text(address.streetAddress)) fail('streetAddress missing');
    if (!/^\d{3}-\d{4}$/.test(String(address.postalCode ?? ''))) fail('postalCode is not 123-4567');
  }
  // Recommended: employmentType of Google's values.
  const types = Array.isArray(data.employmentType) ? data.employmentType : [data.employmentType];
  if (!types.every((t) => EMPLOYMENT_TYPES.has(String(t)))) fail(`employmentType ${String(types)}`);
  // Recommended: baseSalary, a MonetaryAmount in an ISO 4217 currency with a unit.
  const salary = data.baseSalary as Json | undefined;
  const value = salary?.value as Json | undefined;
  if (salary?.['@type'] !== 'MonetaryAmount' || salary.currency !== 'JPY')
    fail('baseSalary is not a MonetaryAmount in JPY');
  else if (value?.['@type'] !== 'QuantitativeValue')
    fail('baseSalary.value is not a QuantitativeValue');
  else {
    if (!UNIT_TEXTS.has(String(value.unitText))) fail(`unitText ${String(value.unitText)}`);
    const single = typeof value.value === 'number' && value.value > 0;
    const range =
      typeof value.minValue === 'number' &&
      typeof value.maxValue === 'number' &&
      value.minValue > 0 &&
      value.minValue <= value.maxValue;
    if (single === range) fail('baseSalary needs a value or a minValue–maxValue range');
  }
  // Recommended: identifier, a PropertyValue; directApply, a boolean.
  const id = data.identifier as Json | undefined;
  if (id?.['@type'] !== 'PropertyValue' || !text(id.name) || !text(String(id.value ?? '')))
    fail('identifier is not a PropertyValue with name and value');
  if (typeof data.directApply !== 'boolean') fail('directApply is not a boolean');
  if (data.url !== undefined && !isAbsoluteUrl(data.url)) fail('url is not absolute');
  return problems;
}
