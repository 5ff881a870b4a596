// Migration 0009 replaces the UUID conversion ids that travelled in scout links: each member
// and visitor gets a new unguessable id and every local reference follows it (decision 0026).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from '../../src/db';
import { createTestDatabase, type TestDatabase } from '../support/database';

const MEMBER_ID = '00000000-0000-4000-8000-000000000001';
const VISITOR_ID = '5f0c1e9a-3b7d-4c1e-9f2a-8d6b4a2c1e0f';
const ROTATION = '0009_conversion_id_rotation';

/** A copy of the migrations that stops before the rotation. */
function migrationsBeforeRotation(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === ROTATION);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0009: conversion id rotation', () => {
  let database: TestDatabase;
  let earlier: string;
  afterAll(async () => {
    await database?.dispose();
    if (earlier) rmSync(earlier, { recursive: true, force: true });
  });

  it('gives every member and visitor a new id and keeps their CRM record, LINE links, scouts and history', async () => {
    database = await createTestDatabase({ template: 'blank' });
    earlier = migrationsBeforeRotation();
    await migrateDatabase(database, earlier);
    // The few master rows the job below needs, written in the schema as it stood before the
    // rotation (the master-data sync writes today's columns, added by later migrations).
    for (const statement of [
      sql`INSERT INTO regions (id, name, en_name) VALUES (3, '関東', 'kanto')`,
      sql`INSERT INTO prefectures (code, name, en_name, region_id) VALUES (13, '東京都', 'tokyo', 3)`,
      sql`INSERT INTO occupation_categories (id, name, en_name) VALUES (1, 'ドライバー', 'driver')`,
      sql`INSERT INTO occupations (id, name, name_en, occupation_category_id, position)
        VALUES (1, 'ドライバー', 'driver', 1, 1)`,
    ]) {
      await database.db.execute(statement);
    }
    await database.db.execute(
      sql`INSERT INTO companies (id, name) VALUES (1, '株式会社テスト運輸')`,
    );
    await database.db.execute(sql`
      INSERT INTO jobs (id, company_id, occupation_id, prefecture_code, title, lowest_salary,
        salary_option, hiring_type)
      VALUES (1, 1, 1, 13, 'a', 250000, 'monthly', 'regular')`);
    await database.db.execute(sql`
      INSERT INTO end_users (id, uid, conversion_id, auth_type, name, line_user_id)
      VALUES (1, 'uid-1', ${MEMBER_ID}, 'email', '見本 太郎', 'U-line-member')`);
    await database.db.execute(sql`
      INSERT INTO visitors (id, conversion_id, name, birth_year, zip_code, phone_number,
        conversion_source)
      VALUES (1, ${VISITOR_ID}, '訪問 花子', 1990, '1000001', '09012345678', 'job_entry')`);
    await database.db.execute(sql`
      INSERT INTO crm_records (conversion_id, name) VALUES (${MEMBER_ID}, '見本 太郎'),
        (${VISITOR_ID}, '訪問 花子')`);
    await database.db.execute(sql`
      INSERT INTO line_links (conversion_id, line_user_id) VALUES (${MEMBER_ID}, 'U-line-member')`);
    await database.db.execute(sql`
      INSERT INTO scouts (id, url_id, company_id, job_id, end_user_id, recipient_conversion_id,
        message)
      VALUES (1, 'url-1', 1, 1, 1, ${MEMBER_ID}, 'スカウト')`);
    await database.db.execute(sql`
      INSERT INTO scout_response_histories (scout_id, conversion_id, event, source)
      VALUES (1, ${MEMBER_ID}, 'visited', 'scout'), (1, ${VISITOR_ID}, 'visited', 'scout')`);

    await migrateDatabase(database);

    const [member] = await database.rows<{ conversion_id: string; line_user_id: string }>(
      sql`SELECT conversion_id, line_user_id FROM end_users WHERE id = 1`,
    );
    const [visitor] = await database.rows<{ conversion_id: string }>(
      sql`SELECT conversion_id FROM visitors WHERE id = 1`,
    );
    const memberId = member!.conversion_id;
    const visitorId = visitor!.conversion_id;
    for (const id of [memberId, visitorId]) {
      // 32 random bytes in base64url: nothing of the old UUID is left.
      expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(memberId).not.toBe(visitorId);
    expect(member!.line_user_id).toBe('U-line-member');

    expect(
      await database.rows(sql`SELECT old_id, new_id FROM retired_conversion_ids ORDER BY old_id`),
    ).toEqual(
      [
        { old_id: MEMBER_ID, new_id: memberId },
        { old_id: VISITOR_ID, new_id: visitorId },
      ].sort((a, b) => a.old_id.localeCompare(b.old_id)),
    );
    expect(
      await database.rows(sql`SELECT conversion_id, name FROM crm_records ORDER BY name`),
    ).toEqual([
      { conversion_id: memberId, name: '見本 太郎' },
      { conversion_id: visitorId, name: '訪問 花子' },
    ]);
    expect(await database.rows(sql`SELECT conversion_id FROM line_links`)).toEqual([
      { conversion_id: memberId },
    ]);
    expect(await database.rows(sql`SELECT recipient_conversion_id FROM scouts`)).toEqual([
      { recipient_conversion_id: memberId },
    ]);
    expect(
      await database.rows(sql`SELECT conversion_id FROM scout_response_histories ORDER BY id`),
    ).toEqual([{ conversion_id: memberId }, { conversion_id: visitorId }]);
    // Nothing still holds an old id.
    const leftovers = await database.rows<{ n: number }>(sql`
      SELECT (SELECT count(*) FROM end_users WHERE conversion_id IN (${MEMBER_ID}, ${VISITOR_ID}))
        + (SELECT count(*) FROM crm_records WHERE conversion_id IN (${MEMBER_ID}, ${VISITOR_ID}))
        + (SELECT count(*) FROM scout_response_histories
             WHERE conversion_id IN (${MEMBER_ID}, ${VISITOR_ID})) AS n`);
    expect(Number(leftovers[0]!.n)).toBe(0);
  });
});
