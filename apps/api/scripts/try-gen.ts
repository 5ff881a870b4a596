import { companyCountFor, generateCompanies } from '../src/seed/companies';
import { emptyJobRows, JobGenerator } from '../src/seed/jobs';
import { Random } from '../src/seed/random';
let t = performance.now();
const random = new Random(1);
const { companies } = generateCompanies(random.fork(), companyCountFor(20000));
console.log('companies', Math.round(performance.now() - t)); t = performance.now();
const g = new JobGenerator(random.fork(), companies);
let rows = emptyJobRows(); let n = 0;
for (let id = 1; id <= 20000; id++) { g.generate(id, rows); if (id % 2000 === 0) { n += rows.jobs.length; rows = emptyJobRows(); } }
console.log('jobs', Math.round(performance.now() - t), n);
