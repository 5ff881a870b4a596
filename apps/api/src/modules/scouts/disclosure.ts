import type { ApiContext } from '../../graphql/context';
import { hideCompanyImages, hideCompanyParts, maskJob } from '../companies/image-visibility';
import type { CompanyRow } from '../companies/repository';
import type { JobRow } from '../jobs/repository';
import type { ScoutRow } from './repository';

/**
 * What a scout shows of its company (spec §3 hiddenCompanyName, hiddenCompanyImage): the
 * company may hide its name and/or its images until the job seeker responds. Only the member
 * the scout was sent to can have responded (an entry or an inquiry); a visitor holding the
 * link never sees what is hidden.
 */
export interface ScoutDisclosure {
  name: boolean;
  images: boolean;
}

async function answeredByCaller(context: ApiContext, scout: ScoutRow): Promise<boolean> {
  if (scout.endUserId === null || !context.uid) return false;
  const member = await context.auth.memberOrNull();
  if (!member || member.id !== scout.endUserId) return false;
  return context.loaders.members.scoutAnswered.load(`${member.id}:${scout.id}`);
}

export async function scoutDisclosure(
  context: ApiContext,
  scout: ScoutRow,
): Promise<ScoutDisclosure> {
  if (!scout.hiddenCompanyName && !scout.hiddenCompanyImage) return { name: true, images: true };
  const answered = await answeredByCaller(context, scout);
  return {
    name: answered || !scout.hiddenCompanyName,
    images: answered || !scout.hiddenCompanyImage,
  };
}

/**
 * The company of a scout (or of its room) as the caller may see it: null while its name is
 * hidden, without images while they are.
 */
export async function companyShownBy(
  context: ApiContext,
  scout: ScoutRow,
  companyId: number = scout.companyId,
): Promise<CompanyRow | null> {
  const shown = await scoutDisclosure(context, scout);
  if (!shown.name) return null;
  const company = await context.loaders.companies.byId.load(companyId);
  if (!company) return null;
  return shown.images ? company : hideCompanyImages(company);
}

/**
 * The scout's related jobs as the caller may see them. While the scout hides its company's
 * name, the jobs still show what they are (title, occupation, place, pay) but nothing that
 * leads to the company: no company, no offices, no images, and an id of the scout's own
 * (`scout-<scout>-<n>`) in place of the job's, which `job(id)` does not know, because a job's id
 * leads to its public page. While only the images are hidden, the jobs come without them.
 */
export async function jobsShownBy(
  context: ApiContext,
  scout: ScoutRow,
  jobs: JobRow[],
): Promise<JobRow[]> {
  const shown = await scoutDisclosure(context, scout);
  if (shown.name && shown.images) return jobs;
  return jobs.map((job, index) =>
    shown.name || job.companyId !== scout.companyId
      ? hideCompanyParts(job, { name: false, images: true })
      : maskJob(job, `scout-${scout.id}-${index + 1}`),
  );
}
