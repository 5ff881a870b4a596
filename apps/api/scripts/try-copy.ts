import { createDatabase, migrateDatabase } from '../src/db';
import { copyIntoPglite } from '../src/db/bulk-copy';
import { syncMasterData } from '../src/db/master-data';
import * as s from '../src/db/schema';
import { companyCountFor, generateCompanies } from '../src/seed/companies';
import { emptyJobRows, JobGenerator } from '../src/seed/jobs';
import { Random } from '../src/seed/random';
const h = await createDatabase({ PGLITE_DATA_DIR: 'memory://' });
if (h.driver !== 'pglite') throw 1;
await migrateDatabase(h); await syncMasterData(h.db);
const random = new Random(1);
const { companies, rows: cr } = generateCompanies(random.fork(), companyCountFor(4000));
const g = new JobGenerator(random.fork(), companies);
const rows = emptyJobRows();
for (let id = 1; id <= 4000; id++) g.generate(id, rows);
await h.client.exec('BEGIN'); if (process.env.NOGIN) await h.client.exec('DROP INDEX jobs_search_text_trgm_idx'); if (process.env.REPL) await h.client.exec("SET LOCAL session_replication_role = replica");
let total = performance.now();
for (const [name, table, r] of [['companies', s.companies, cr.companies], ['details', s.companyDetails, cr.companyDetails], ['offices', s.offices, cr.offices], ['images', s.companyImages, cr.companyImages],
  ['jobs', s.jobs, rows.jobs], ['jobDetails', s.jobDetails, rows.jobDetails], ['wt', s.workingTimes, rows.workingTimes], ['features', s.jobFeatures, rows.jobFeatures], ['appeal', s.jobAppealPoints, rows.jobAppealPoints], ['summ', s.jobSummaries, rows.jobSummaries], ['sections', s.jobArticleSections, rows.jobArticleSections]] as const) {
  const t = performance.now();
  await copyIntoPglite(h.client, table as any, r as any);
  console.log(name, r.length, 'copy', Math.round(performance.now() - t));
}
await h.client.exec('COMMIT');
console.log('total', Math.round(performance.now() - total));
console.log((await h.client.query('select count(*), sum(monthly_salary) from jobs')).rows, (await h.client.query("select title, published_at, search_text from jobs where id=5")).rows);
await h.close();
