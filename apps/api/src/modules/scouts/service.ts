import { findOccupationById } from '@jobsite/domain/masters';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db';
import { jobs, scoutJobs, scouts } from '../../db/schema';
import type { MemberRow } from '../members/repository';
import { openRoom, postMessage, type RoomRow } from '../messages/repository';
import { notify } from '../notifications/notify';
import { scoutJobTerms } from './job-terms';
import { newUrlId, type ScoutRow } from './repository';

export interface ScoutDraft {
  jobId: number;
  message: string;
  hiddenCompanyName?: boolean;
  hiddenCompanyImage?: boolean;
  /** Other jobs of the company to point to. */
  relatedJobIds?: number[];
  carDescription?: string | null;
}

export class ScoutRefusedError extends Error {
  override readonly name = 'ScoutRefusedError';
}

/** Whether the member takes scouts of this occupation category (settings, spec §3). */
export function acceptsScout(member: MemberRow, occupationCategoryId: number | null): boolean {
  if (member.scoutStatus !== 'receiving') return false;
  const allowed = member.scoutAllowOccupationCategoryIds;
  return (
    allowed.length === 0 || occupationCategoryId === null || allowed.includes(occupationCategoryId)
  );
}

/**
 * A company sends a scout about one of its jobs to a member (the operator CLI and the seed
 * stand in for the recruiter screens the spec leaves out): the scout, its room with the
 * scout message as the company's first message, and a notice, in one transaction. Refused
 * when the member does not take scouts of the job's occupation category.
 */
export async function sendScout(
  db: Database,
  member: MemberRow,
  draft: ScoutDraft,
): Promise<{ scout: ScoutRow; room: RoomRow }> {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, draft.jobId));
    if (!job) throw new ScoutRefusedError(`job ${draft.jobId} not found`);
    if (!job.isPublished) throw new ScoutRefusedError(`job ${draft.jobId} is not published`);
    const categoryId = findOccupationById(job.occupationId)?.occupationCategoryId ?? null;
    if (!acceptsScout(member, categoryId)) {
      throw new ScoutRefusedError('the member does not take scouts of this occupation category');
    }
    // The scout states its job's own terms, so the two never disagree (decision 0043).
    const terms = await scoutJobTerms(tx, job);
    const [scout] = await tx
      .insert(scouts)
      .values({
        urlId: newUrlId(),
        companyId: job.companyId,
        jobId: job.id,
        endUserId: member.id,
        recipientConversionId: member.conversionId,
        occupationCategoryId: categoryId,
        message: draft.message,
        jobDescription: job.title,
        salary: terms.salary,
        workingTime: terms.workingTime,
        holiday: terms.holiday,
        welfare: terms.welfare,
        location: terms.location,
        carDescription: draft.carDescription ?? null,
        contractCategory: job.contractCategory,
        hiddenCompanyName: draft.hiddenCompanyName ?? false,
        hiddenCompanyImage: draft.hiddenCompanyImage ?? false,
      })
      .returning();
    const related = (draft.relatedJobIds ?? []).filter((id) => id !== job.id);
    if (related.length > 0) {
      await tx
        .insert(scoutJobs)
        .values(related.map((jobId, position) => ({ scoutId: scout!.id, jobId, position })));
    }
    const room = await openRoom(tx, {
      endUserId: member.id,
      companyId: job.companyId,
      scoutId: scout!.id,
    });
    await postMessage(tx, { roomId: room.id, isSentByUser: false, content: draft.message });
    await notify(tx, [
      {
        endUserId: member.id,
        kind: 'scout',
        text: '新しいスカウトが届きました。',
        url: `/member/message/?roomId=${room.id}`,
      },
    ]);
    return { scout: scout!, room };
  });
}
