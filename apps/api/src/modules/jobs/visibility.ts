import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { typeDefs } from '@jobsite/domain/graphql';
import { defaultFieldResolver, Kind, parse } from 'graphql';
import { type ApiContext, isVisitor } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import type { JobRow } from './repository';

/**
 * Member-only jobs (会員限定求人) and visitors (docs/decisions/0018). Every operation that
 * yields jobs leaves them out for a visitor (lists, by-ids lists, related jobs, a voice's or a
 * scout's jobs) or refuses (`job(id)`: MEMBER_ONLY_JOB); `guardMemberOnlyJobs` is the net
 * under all of them: no field of a member-only job resolves for a visitor.
 */

/** Whether the viewer may not see the job: it is member-only and the caller a visitor. */
export function isHiddenFrom(context: Pick<ApiContext, 'uid'>, job: Pick<JobRow, 'isMemberOnly'>) {
  return job.isMemberOnly && isVisitor(context);
}

export function memberOnlyJob(): DomainError {
  return new DomainError(ErrorCode.MEMBER_ONLY_JOB);
}

/** The jobs of a list the viewer may see, in their order. */
export function visibleJobs<T extends Pick<JobRow, 'isMemberOnly'>>(
  context: Pick<ApiContext, 'uid'>,
  jobs: readonly T[],
): T[] {
  return jobs.filter((job) => !isHiddenFrom(context, job));
}

/** Field names of the contract's `Job` type. */
function jobFieldNames(): string[] {
  const names: string[] = [];
  for (const definition of parse(typeDefs).definitions) {
    if (
      (definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      definition.name.value === 'Job'
    ) {
      for (const field of definition.fields ?? []) names.push(field.name.value);
    }
  }
  return names;
}

type FieldResolver = (parent: JobRow, args: unknown, context: ApiContext, info: never) => unknown;

/**
 * Wraps every field of `Job` (those without a resolver of their own too) so that a visitor
 * who reaches a member-only job through a path that forgot to leave it out gets
 * MEMBER_ONLY_JOB instead of its content. Returns the resolvers it was given.
 */
export function guardMemberOnlyJobs(resolvers: Resolvers): Resolvers {
  const all = resolvers as Record<string, Record<string, unknown>>;
  const jobFields = all.Job ?? {};
  all.Job = jobFields;
  for (const name of jobFieldNames()) {
    const inner =
      (jobFields[name] as FieldResolver | undefined) ?? (defaultFieldResolver as FieldResolver);
    jobFields[name] = ((job, args, context, info) => {
      if (isHiddenFrom(context, job)) throw memberOnlyJob();
      return inner(job, args, context, info);
    }) satisfies FieldResolver;
  }
  return resolvers;
}
