import { and, eq } from 'drizzle-orm';
import { careerSheets, resumes } from '../../db/schema';
import { renderCareerSheetPdf } from '../../documents/career-sheet-pdf';
import { careerSheetDocument, resumeDocument } from '../../documents/document-data';
import { renderResumePdf } from '../../documents/resume-pdf';
import { notFound, parseId } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { MemberDocumentKind, Resolvers } from '../../graphql/resolvers-types.generated';
import { DOCUMENT_LIMITS } from '../rate-limit';
import type { MemberRow } from './repository';
import { readResumePhoto } from './resume-photo';

export const PDF = 'application/pdf';

/** A member's document drawn as a PDF: the file name it is offered under, and its bytes. */
export interface RenderedDocument {
  name: string;
  bytes: Uint8Array;
}

/**
 * Draws one of the member's documents as a PDF now, from what is stored (docs/decisions/0047,
 * 0056). NOT_FOUND when the id is not one of the member's documents of that kind. Every call
 * counts against the member's PDF limit, found or not.
 */
export async function renderMemberDocument(
  context: ApiContext,
  member: MemberRow,
  kind: MemberDocumentKind,
  idValue: unknown,
): Promise<RenderedDocument> {
  const id = parseId(idValue);
  await context.services.limiter.hit(member.uid, DOCUMENT_LIMITS.pdf);
  const now = context.now();
  if (kind === 'RESUME') {
    const [row] = await context.db
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.endUserId, member.id)));
    if (!row) throw notFound();
    const photo = await readResumePhoto(context, row);
    const bytes = await renderResumePdf(resumeDocument(row, member, now, photo), now);
    return { name: `履歴書_${row.name}.pdf`, bytes };
  }
  const [row] = await context.db
    .select()
    .from(careerSheets)
    .where(and(eq(careerSheets.id, id), eq(careerSheets.endUserId, member.id)));
  if (!row) throw notFound();
  const bytes = await renderCareerSheetPdf(careerSheetDocument(row, member, now), now);
  return { name: `職務経歴書_${row.name}.pdf`, bytes };
}

/** A rendered PDF as GraphQL's DocumentFile: the BFF turns it into a download. */
function pdfFile({ name, bytes }: RenderedDocument) {
  return {
    name,
    contentType: PDF,
    size: bytes.byteLength,
    base64: Buffer.from(bytes).toString('base64'),
  };
}

/**
 * The member's resume and career sheet as PDFs, drawn on request from what is stored.
 * Scoped to the member like every member read: another member's id answers NOT_FOUND.
 */
export const documentFileResolvers: Resolvers = {
  Query: {
    resumePdf: async (_root, args, context) =>
      pdfFile(await renderMemberDocument(context, await context.auth.member(), 'RESUME', args.id)),
    careerSheetPdf: async (_root, args, context) =>
      pdfFile(
        await renderMemberDocument(context, await context.auth.member(), 'CAREER_SHEET', args.id),
      ),
  },
};
