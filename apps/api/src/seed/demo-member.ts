import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db';
import {
  educationalBackgrounds,
  endUserOccupations,
  endUserQualifications,
  endUsers,
  favorites,
  jobHistories,
  jobs,
  personalities,
  requirements,
  rooms,
} from '../db/schema';
import { newConversionId } from '../modules/conversions/ids';
import { applyAsMember } from '../modules/entries/service';
import type { MemberRow } from '../modules/members/repository';
import { addNotice, postMessage } from '../modules/messages/repository';
import { sendScout } from '../modules/scouts/service';

/**
 * The demo member of the embedded stack (README: "Demo login"). The uid is fixed so the
 * record and the emulator account (created by the api at start and by `ops demo-account`)
 * meet whatever order they are made in.
 */
export const DEMO_MEMBER = Object.freeze({
  uid: 'demo-member-0001',
  email: 'demo@example.com',
  password: 'jobsite-demo',
});

/** Published, hiring public driver jobs (occupation 1) by id: the demo's jobs. */
async function demoJobs(db: Database, count: number) {
  return db
    .select({ id: jobs.id, companyId: jobs.companyId })
    .from(jobs)
    .where(
      and(
        eq(jobs.isPublished, true),
        eq(jobs.isHiring, true),
        eq(jobs.isMemberOnly, false),
        eq(jobs.occupationId, 1),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(count);
}

/**
 * Writes the demo member with a full profile, saved jobs, two entries (rooms with the
 * company's replies, one unread), two scouts (one with a hidden company name) and notices.
 * Does nothing when the member exists or the catalogue has too few jobs. Deterministic
 * apart from timestamps, the conversion id and the scouts' link ids.
 */
export async function ensureDemoMember(db: Database): Promise<'created' | 'exists' | 'no-jobs'> {
  const [existing] = await db
    .select({ id: endUsers.id })
    .from(endUsers)
    .where(eq(endUsers.uid, DEMO_MEMBER.uid));
  if (existing) return 'exists';
  const picked = await demoJobs(db, 8);
  if (picked.length < 8) return 'no-jobs';
  const ids = picked.map((job) => job.id);

  const member: MemberRow = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(endUsers)
      .values({
        uid: DEMO_MEMBER.uid,
        // Random like anyone's: a fixed id would be known to everyone who reads this file.
        conversionId: newConversionId(),
        authType: 'email',
        email: DEMO_MEMBER.email,
        name: '見本 太郎',
        birthYear: 1988,
        gender: 'male',
        zipCode: '1350061',
        prefectureCode: 13,
        employmentStatus: 'employed',
        desiredJobChangeTiming: 'within_two_months',
        numberOfDependents: 1,
        hasSpouse: true,
        conversionSource: 'signup',
      })
      .returning();
    const memberId = row!.id;
    await tx.insert(endUserOccupations).values([{ endUserId: memberId, occupationId: 1 }]);
    await tx.insert(endUserQualifications).values([
      { endUserId: memberId, qualificationId: 1 },
      { endUserId: memberId, qualificationId: 2 },
    ]);
    await tx.insert(jobHistories).values([
      {
        endUserId: memberId,
        position: 0,
        occupationId: 1,
        companyName: '江東ロジスティクス株式会社',
        companyBusinessDetail: '一般貨物自動車運送事業',
        joinedYear: 2014,
        joinedMonth: 4,
        employmentType: 'regular',
        jobDescription: '4tウイング車で都内の企業間配送。1日10〜15件。',
      },
      {
        endUserId: memberId,
        position: 1,
        occupationId: 3,
        companyName: '湾岸倉庫サービス',
        joinedYear: 2009,
        joinedMonth: 10,
        retiredYear: 2014,
        retiredMonth: 3,
        employmentType: 'contract',
        jobDescription: 'フォークリフトでの入出庫作業',
      },
    ]);
    await tx.insert(educationalBackgrounds).values({
      endUserId: memberId,
      education: 'high_school',
      schoolName: '東京都立見本高等学校',
      graduationStatus: 'graduated',
      graduationYear: 2007,
      graduationMonth: 3,
    });
    await tx.insert(personalities).values({
      endUserId: memberId,
      experienceCompanyNum: 2,
      speciality: '安全運転、荷扱い',
      selfPr: '無事故無違反10年。時間厳守で丁寧な配送を心がけています。',
    });
    await tx.insert(requirements).values({
      endUserId: memberId,
      desiredWorkingHours: 'day',
      salaryLowest: 300000,
      salaryHighest: 400000,
      desiredCarIds: [1],
    });
    const now = Date.now();
    await tx.insert(favorites).values(
      ids.slice(4, 8).map((jobId, index) => ({
        endUserId: memberId,
        jobId,
        createdAt: new Date(now - index * 60_000),
      })),
    );
    return row!;
  });

  // Entries and scouts through the same code as the api and the operator CLI.
  const entries = await db.transaction((tx) =>
    applyAsMember(tx, member, {
      jobIds: ids.slice(0, 2),
      message: '未経験の地域ですが、土地勘はすぐに身につけます。よろしくお願いいたします。',
      conversionSource: 'job_entry',
      strict: false,
    }),
  );
  const [firstEntry] = entries;
  if (firstEntry) {
    await db.transaction(async (tx) => {
      const [room] = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(eq(rooms.entryId, firstEntry.id));
      if (!room) return;
      await postMessage(tx, {
        roomId: room.id,
        isSentByUser: false,
        content: '書類選考を通過されました。面接日程のご希望を3つほどお知らせください。',
      });
      await addNotice(tx, {
        endUserId: member.id,
        text: '企業から新しいメッセージが届きました。',
        url: `/member/message/?roomId=${room.id}`,
      });
    });
  }
  await sendScout(db, member, {
    jobId: ids[2]!,
    message: '見本様のご経歴を拝見し、ぜひ当社のドライバーとしてご活躍いただきたくご連絡しました。',
    relatedJobIds: [ids[3]!],
  });
  await sendScout(db, member, {
    jobId: ids[3]!,
    message: '非公開で採用を進めているドライバーのポジションです。まずはお話だけでもいかがですか。',
    hiddenCompanyName: true,
  });
  return 'created';
}
