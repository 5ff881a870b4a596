import { formatPostalCode } from '@jobsite/domain/formatters';

/**
 * 〒 and the address a resume shows: its own address, with the profile's postal code until
 * the resume has one (the same rule as the PDF, apps/api src/documents).
 */
export function resumeAddress(resume: {
  zipCode?: string | null;
  address: {
    postalCode?: string | null;
    prefectureName?: string | null;
    municipality?: string | null;
    line?: string | null;
  };
}): string {
  const postalCode = resume.address.postalCode ?? resume.zipCode;
  const address = [resume.address.prefectureName, resume.address.municipality, resume.address.line]
    .filter(Boolean)
    .join('');
  return [postalCode ? `〒${formatPostalCode(postalCode)}` : null, address]
    .filter(Boolean)
    .join(' ');
}
