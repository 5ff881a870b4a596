import { and, eq } from 'drizzle-orm';
import { careerSheets, resumes } from '../../db/schema';
import { renderCareerSheetPdf } from '../../documents/career-sheet-pdf';
import { careerSheetDocument, resumeDocument } from '../../documents/document-data';
import { renderResumePdf } from '../../documents/resume-pdf';
import { notFound, parseId } from '../../graphql/args';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { DOCUMENT_LIMITS } from '../rate-limit';

const PDF = 'application/pdf';

/** A rendered PDF as GraphQL's DocumentFile: the BFF turns it into a download. */
function pdfFile(name: string, bytes: Uint8Array) {
  return {
    name: `${name}.pdf`,
    contentType: PDF,
    size: bytes.byteLength,
    base64: Buffer.from(bytes).toString('base64'),
  };
}

/**
 * The member's resume and career sheet as PDFs, drawn on request from what is stored
 * (docs/decisions/0047). Scoped to the member like every member read: another member's id
 * answers NOT_FOUND. Every request counts against the member's PDF limit, found or not.
 */
export const documentFileResolvers: Resolvers = {
  Query: {
    resumePdf: async (_root, args, context) => {
      const id = parseId(args.id);
      const member = await context.auth.member();
      await context.services.limiter.hit(member.uid, DOCUMENT_LIMITS.pdf);
      const [row] = await context.db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.endUserId, member.id)));
      if (!row) throw notFound();
      const now = context.now();
      const bytes = await renderResumePdf(resumeDocument(row, member, now), now);
      return pdfFile(`履歴書_${row.name}`, bytes);
    },

    careerSheetPdf: async (_root, args, context) => {
      const id = parseId(args.id);
      const member = await context.auth.member();
      await context.services.limiter.hit(member.uid, DOCUMENT_LIMITS.pdf);
      const [row] = await context.db
        .select()
        .from(careerSheets)
        .where(and(eq(careerSheets.id, id), eq(careerSheets.endUserId, member.id)));
      if (!row) throw notFound();
      const now = context.now();
      const bytes = await renderCareerSheetPdf(careerSheetDocument(row, member, now), now);
      return pdfFile(`職務経歴書_${row.name}`, bytes);
    },
  },
};
