import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from '../../src/data/municipalities';
import { companies, jobs } from '../../src/db/schema';
import {
  distanceKm,
  distanceKmSql,
  EARTH_RADIUS_KM,
  type GeoPoint,
  orderByDistanceSql,
  withinKmSql,
} from '../../src/modules/geo';
import { type TestDatabase, withTestDatabase } from '../support/database';

const SHINJUKU = MUNICIPALITIES.find((m) => m.code === '13104')!; // 新宿区

/** The point `km` from `from` on `bearing` degrees (on the same sphere as distanceKm). */
function destination(from: GeoPoint, km: number, bearing: number): GeoPoint {
  const rad = Math.PI / 180;
  const delta = km / EARTH_RADIUS_KM;
  const theta = bearing * rad;
  const phi1 = from.latitude * rad;
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta),
  );
  const lambda2 =
    from.longitude * rad +
    Math.atan2(
      Math.sin(theta) * Math.sin(delta) * Math.cos(phi1),
      Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { latitude: phi2 / rad, longitude: lambda2 / rad };
}

/** Published jobs within `radiusKm` of `center`, nearest first: the query the search will run. */
async function jobsWithin(database: TestDatabase, center: GeoPoint, radiusKm: number) {
  return database.db
    .select({ id: jobs.id, km: distanceKmSql(jobs, center) })
    .from(jobs)
    .where(and(eq(jobs.isPublished, true), withinKmSql(jobs, center, radiusKm)))
    .orderBy(...orderByDistanceSql(jobs, center, jobs.id));
}

describe('distance SQL over jobs (PGlite and PostgreSQL)', () => {
  let database: TestDatabase;
  // Distance from 新宿区's point and bearing of each job; `null` has no position.
  const placed: Array<{ id: number; km: number | null; bearing: number; published?: false }> = [
    { id: 1, km: 29.9, bearing: 200 },
    { id: 2, km: 0.5, bearing: 10 },
    { id: 3, km: 9.9, bearing: 90 }, // east: the bounding box is widest in longitude
    { id: 4, km: 10.1, bearing: 45 }, // corner of the 10 km box, outside the circle
    { id: 5, km: 4, bearing: 300 },
    { id: 6, km: 15, bearing: 135 },
    { id: 7, km: 30.1, bearing: 0 },
    { id: 8, km: 45, bearing: 270 },
    { id: 9, km: null, bearing: 0 },
    { id: 10, km: 1, bearing: 180, published: false },
    { id: 11, km: 13.5, bearing: 45 }, // 9.5 km north and east: in the 10 km box, out of its circle
    { id: 12, km: 8, bearing: 45 },
  ];

  withTestDatabase(async (created) => {
    database = created;
    await database.db.insert(companies).values({ id: 1, name: '株式会社距離テスト運輸' });
    await database.db.insert(jobs).values(
      placed.map(({ id, km, bearing, published }) => {
        const point = km === null ? null : destination(SHINJUKU, km, bearing);
        return {
          id,
          companyId: 1,
          occupationId: 1,
          prefectureCode: 13,
          municipalityCode: '13104',
          title: `job ${id}`,
          lowestSalary: 250_000,
          salaryOption: 'monthly' as const,
          hiringType: 'regular' as const,
          isPublished: published ?? true,
          publishedAt: new Date('2025-09-01T00:00:00Z'),
          latitude: point?.latitude ?? null,
          longitude: point?.longitude ?? null,
        };
      }),
    );
  });

  it('returns the jobs within 10 km, nearest first, with their distance', async () => {
    const rows = await jobsWithin(database, SHINJUKU, 10);
    expect(rows.map((r) => r.id)).toEqual([2, 5, 12, 3]);
    expect(rows.map((r) => r.km)).toEqual([0.5, 4, 8, 9.9].map((km) => expect.closeTo(km, 6)));
  });

  it('returns the jobs within 30 km, nearest first (none unpublished, none without a place)', async () => {
    const rows = await jobsWithin(database, SHINJUKU, 30);
    expect(rows.map((r) => r.id)).toEqual([2, 5, 12, 3, 4, 11, 6, 1]);
  });

  it('sorts every job by distance with the unplaced last', async () => {
    const rows = await database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.isPublished, true))
      .orderBy(...orderByDistanceSql(jobs, SHINJUKU, jobs.id));
    expect(rows.map((r) => r.id)).toEqual([2, 5, 12, 3, 4, 11, 6, 1, 7, 8, 9]);
  });

  it('gives jobs without a position their municipality’s point at the master-data sync', async () => {
    const { fillJobPositions } = await import('../../src/db/master-data');
    await fillJobPositions(database.db);
    const [row] = await database.db
      .select({ latitude: jobs.latitude, longitude: jobs.longitude })
      .from(jobs)
      .where(eq(jobs.id, 9));
    expect(row).toEqual({ latitude: SHINJUKU.latitude, longitude: SHINJUKU.longitude });
    // Jobs that had a position keep it.
    const [kept] = await database.db
      .select({ latitude: jobs.latitude })
      .from(jobs)
      .where(eq(jobs.id, 8));
    expect(kept!.latitude).toBeCloseTo(destination(SHINJUKU, 45, 270).latitude, 9);
  });

  it('refuses a position half-given or off the globe', async () => {
    await expect(
      database.db.execute(sql`UPDATE jobs SET latitude = NULL WHERE id = 2`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    await expect(
      database.db.execute(sql`UPDATE jobs SET latitude = 95 WHERE id = 2`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});

describe('distance SQL over the seeded catalogue', () => {
  let database: TestDatabase;
  withTestDatabase((created) => (database = created), { seeded: true });

  it('agrees with distanceKm() for 10 and 30 km around municipalities', async () => {
    const all = await database.db
      .select({ id: jobs.id, latitude: jobs.latitude, longitude: jobs.longitude })
      .from(jobs)
      .where(and(eq(jobs.isPublished, true), isNotNull(jobs.latitude)));
    for (const code of ['13104', '27127', '23101', '01101', '40133']) {
      const center = MUNICIPALITIES.find((m) => m.code === code)!;
      for (const radius of [10, 30]) {
        const expected = all
          .map((j) => ({ id: j.id, km: distanceKm(center, j as GeoPoint) }))
          .filter((j) => j.km <= radius)
          .sort((a, b) => a.km - b.km || a.id - b.id);
        const rows = await jobsWithin(database, center, radius);
        expect(rows.map((r) => r.id)).toEqual(expected.map((j) => j.id));
        if (code === '13104' && radius === 30) expect(rows.length).toBeGreaterThan(50);
      }
    }
  });

  it('serves the bounding box from jobs_position_idx', async () => {
    await database.db.execute(sql`ANALYZE jobs`);
    const plan = await database.db.transaction(async (tx) => {
      // A 2,000-job table is read whole more cheaply; forbid that to see the index is usable.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const query = tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.isPublished, true), withinKmSql(jobs, SHINJUKU, 10)))
        .toSQL();
      const result = await tx.execute(
        sql`EXPLAIN ${sql.raw(
          query.sql.replace(/\$(\d+)/g, (_, n) => String(query.params[Number(n) - 1])),
        )}`,
      );
      const { rows } = result as unknown as { rows: Array<Record<string, string>> };
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('jobs_position_idx');
  });
});
