import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { RESUME_PHOTO_LIMITS } from '@jobsite/domain/constants';
import { DomainError } from '@jobsite/domain/errors';
import { and, eq, sql } from 'drizzle-orm';
import { resumes } from '../../db/schema';
import { normalisePhoto, readPhotoUpload } from '../../documents/resume-photo';
import { notFound, parseId } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { uploadedFile } from '../../graphql/uploads';
import { echo, forgetMember } from '../member-inputs';
import type { ResumeRow } from './repository';

export const PHOTO_CONTENT_TYPE = 'image/jpeg';

async function resumeOfMember(context: ApiContext, value: unknown): Promise<ResumeRow> {
  const id = parseId(value, 'resumeId');
  const member = await context.auth.member();
  const [row] = await context.db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.endUserId, member.id)));
  if (!row) throw notFound();
  return row;
}

/** Points the resume at `photoKey` (or none) and removes the file it pointed at before. */
async function setPhoto(context: ApiContext, row: ResumeRow, photoKey: string | null) {
  const [updated] = await context.db
    .update(resumes)
    .set({ photoKey, updatedAt: sql`now()` })
    .where(eq(resumes.id, row.id))
    .returning();
  if (row.photoKey) await context.services.storage.delete(row.photoKey).catch(() => {});
  forgetMember(context);
  return updated ?? { ...row, photoKey };
}

/** The stored photo's bytes, or null when the resume has none or its file is gone. */
export async function readResumePhoto(
  context: ApiContext,
  row: Pick<ResumeRow, 'photoKey'>,
): Promise<Buffer | null> {
  if (!row.photoKey) return null;
  return context.services.storage.read(row.photoKey).catch(() => null);
}

/**
 * The résumé photo (docs/decisions/0056): uploaded as JPEG or PNG, stored re-encoded through
 * AttachmentStorage; scoped to the member like the resume (another member's is NOT_FOUND).
 */
export const resumePhotoResolvers: Resolvers = {
  Mutation: {
    uploadResumePhoto: async (_root, args, context) => {
      // Whose resume first: nothing of the file is read for a caller who may not change it.
      const row = await resumeOfMember(context, args.input.resumeId);
      const file = await uploadedFile(args.input.file);
      if (!file) throw DomainError.badUserInput({ file: '写真を選択してください' });
      const photo = await normalisePhoto(await readPhotoUpload(file.createReadStream()));
      await file.bodyParsed;
      const key = `resumes/${row.id}/${randomUUID()}`;
      await context.services.storage.put(key, Readable.from([photo]), {
        // The re-encoded photo is far below this; the limit only bounds the write.
        maxBytes: RESUME_PHOTO_LIMITS.maxBytes,
      });
      try {
        const resume = await setPhoto(context, row, key);
        return { ...echo(args.input), resume };
      } catch (error) {
        await context.services.storage.delete(key).catch(() => {});
        throw error;
      }
    },

    removeResumePhoto: async (_root, args, context) => {
      const row = await resumeOfMember(context, args.input.resumeId);
      const resume = row.photoKey ? await setPhoto(context, row, null) : row;
      return { ...echo(args.input), resume };
    },
  },

  Resume: {
    photo: async (resume, _args, context) => {
      const bytes = await readResumePhoto(context, resume);
      if (!bytes) return null;
      return {
        contentType: PHOTO_CONTENT_TYPE,
        ...RESUME_PHOTO_LIMITS.stored,
        dataUrl: `data:${PHOTO_CONTENT_TYPE};base64,${bytes.toString('base64')}`,
      };
    },
  },
};
