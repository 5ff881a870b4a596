import { companyCountFor, generateCompanies } from './src/seed/companies';
import { emptyJobRows, JobGenerator } from './src/seed/jobs';
import { Random } from './src/seed/random';
import { OCCUPATIONS } from '@jobsite/domain/masters';
const t0 = performance.now();
const n = 20000;
const random = new Random(20240401);
const { companies } = generateCompanies(random.fork(), companyCountFor(n));
random.fork(); const jr = random.fork();
const gen = new JobGenerator(jr, companies, new Date('2026-11-27'));
const rows = emptyJobRows();
for (let id = 1; id <= n; id++) gen.generate(id, rows);
console.log('ms', performance.now() - t0);
const det = new Map(rows.jobDetails.map(d => [d.jobId, d]));
const share = new Map<number, Map<string, number>>(); const per = new Map<number, number>();
const appeals = new Map<number, string[]>();
for (const a of rows.jobAppealPoints) (appeals.get(a.jobId) ?? appeals.set(a.jobId, []).get(a.jobId)!).push(a.body);
const arts = new Map<number, string[]>();
for (const a of rows.jobArticleSections) (arts.get(a.jobId) ?? arts.set(a.jobId, []).get(a.jobId)!).push(a.bodyHtml.replace(/<[^>]+>/g, ''));
for (const j of rows.jobs) {
  const d = det.get(j.id)!;
  per.set(j.occupationId, (per.get(j.occupationId) ?? 0) + 1);
  const texts = [d.jobDescriptionOption, d.catchphrase, d.message, d.appealMessage, d.flowOfAfterJoining, d.locationNote, ...(appeals.get(j.id) ?? []), ...(arts.get(j.id) ?? [])];
  const s = new Set<string>();
  for (const t of texts) for (const x of (t ?? '').split(/(?<=。)|\n/)) if (x.trim().endsWith('。')) s.add(x.trim());
  const m = share.get(j.occupationId) ?? share.set(j.occupationId, new Map()).get(j.occupationId)!;
  for (const x of s) m.set(x, (m.get(x) ?? 0) + 1);
}
for (const o of OCCUPATIONS) {
  const m = share.get(o.id)!; const total = per.get(o.id)!;
  const over = [...m].filter(([, c]) => c / total > 0.17).sort((a, b) => b[1] - a[1]);
  console.log(o.occupationNameEn, total, 'over20:', over.length, over.slice(0, 4).map(([s, c]) => `${(c / total * 100).toFixed(0)}% ${s.slice(0, 30)}`).join(' | '));
}
