import { createDatabase, migrateDatabase } from '../src/db';
import { insertInBatches } from '../src/db/bulk-insert';
import { syncMasterData } from '../src/db/master-data';
import * as s from '../src/db/schema';
import { companyCountFor, generateCompanies } from '../src/seed/companies';
import { emptyJobRows, JobGenerator } from '../src/seed/jobs';
import { Random } from '../src/seed/random';
const h = await createDatabase({ PGLITE_DATA_DIR: 'memory://' });
await migrateDatabase(h); await syncMasterData(h.db);
const random = new Random(1);
const { companies, rows: cr } = generateCompanies(random.fork(), companyCountFor(4000));
const g = new JobGenerator(random.fork(), companies);
const rows = emptyJobRows();
for (let id = 1; id <= 4000; id++) g.generate(id, rows);
await h.db.transaction(async (tx) => {
  for (const [name, table, r] of [['companies', s.companies, cr.companies], ['details', s.companyDetails, cr.companyDetails], ['offices', s.offices, cr.offices], ['images', s.companyImages, cr.companyImages],
    ['jobs', s.jobs, rows.jobs], ['jobDetails', s.jobDetails, rows.jobDetails], ['wt', s.workingTimes, rows.workingTimes], ['features', s.jobFeatures, rows.jobFeatures], ['appeal', s.jobAppealPoints, rows.jobAppealPoints], ['summ', s.jobSummaries, rows.jobSummaries], ['sections', s.jobArticleSections, rows.jobArticleSections]] as const) {
    let t = performance.now();
    const q = (tx.insert(table as any).values((r as any[]).slice(0, 1000)) as any).toSQL();
    const build = performance.now() - t; t = performance.now();
    await insertInBatches(tx, table as any, r as any);
    console.log(name, r.length, 'build1000', Math.round(build), 'insert', Math.round(performance.now() - t));
  }
});
await h.close();
