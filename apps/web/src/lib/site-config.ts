/**
 * Site constants safe for client components: nothing but the domain's constants (which import
 * nothing), so nothing else rides along into the browser bundle (lib/site.ts adds the
 * server-side helpers built on the masters).
 */

export { SITE_NAME } from '@jobsite/domain/constants';

export const SITE_DESCRIPTION =
  'ドライバー、フォークリフト、整備士、建設・電気・設備工事など、物流・建設・技能職の求人を全国から探せる求人サイトです。';

/** Pages outside this site (recruiter pages are external only, spec §1). */
export const EXTERNAL_URLS = Object.freeze({
  companyListing: 'https://biz.genba-job.example.jp/',
  recruiterLogin: 'https://biz.genba-job.example.jp/login',
  companySite: 'https://corp.genba-job.example.jp/',
  resumeService: 'https://resume.genba-job.example.jp/',
});
