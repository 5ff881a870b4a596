import { describe, expect, it } from 'vitest';
import type { ApiContext } from '../../graphql/context';
import { resolvers } from '../../graphql/resolvers';
import type { JobRow } from './repository';
import { guardMemberOnlyJobs, visibleJobs } from './visibility';

type Field = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

const job = (isMemberOnly: boolean) =>
  ({ id: 7, title: '大型ドライバー', companyId: 3, isMemberOnly }) as unknown as JobRow;
const visitor = {} as ApiContext;
const member = { uid: 'member-1' } as ApiContext;

describe('guardMemberOnlyJobs', () => {
  it('wraps every field of Job, those without a resolver of their own too', () => {
    const guarded = guardMemberOnlyJobs({ Job: { id: (row: JobRow) => String(row.id) } }) as {
      Job: Record<string, Field>;
    };
    for (const name of ['id', 'title', 'company', 'jobDetail', 'nearDistanceJobs']) {
      expect(typeof guarded.Job[name]).toBe('function');
    }
    const info = { fieldName: 'title' };
    expect(guarded.Job.title!(job(true), {}, member, info)).toBe('大型ドライバー');
    expect(guarded.Job.id!(job(false), {}, visitor, info)).toBe('7');
    for (const name of ['id', 'title']) {
      expect(() => guarded.Job[name]!(job(true), {}, visitor, { fieldName: name })).toThrow(
        expect.objectContaining({ code: 'MEMBER_ONLY_JOB' }),
      );
    }
  });

  it('guards the resolvers the api serves', () => {
    const title = (resolvers as unknown as { Job: Record<string, Field> }).Job.title!;
    expect(() => title(job(true), {}, visitor, { fieldName: 'title' })).toThrow(
      expect.objectContaining({ code: 'MEMBER_ONLY_JOB' }),
    );
  });
});

describe('visibleJobs', () => {
  it('leaves member-only jobs out for a visitor only, keeping the order', () => {
    const list = [job(false), job(true), { ...job(false), id: 8 }];
    expect(visibleJobs(visitor, list).map((j) => j.id)).toEqual([7, 8]);
    expect(visibleJobs(member, list)).toEqual(list);
  });
});
