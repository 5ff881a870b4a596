import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { MemberApi } from './harness';

/** Jobs of the seeded database for entries and favourites, read with plain SQL. */
export interface JobFixtures {
  /** Published, hiring, public jobs (many). */
  open: number[];
  unpublished: number;
  notHiring: number;
  companyOf: Map<number, number>;
}

export async function jobFixtures(api: Pick<MemberApi, 'database'>): Promise<JobFixtures> {
  const rows = await api.database.rows<{
    id: number;
    company_id: number;
    is_published: boolean;
    is_hiring: boolean;
    is_member_only: boolean;
  }>(
    sql`SELECT id, company_id, is_published, is_hiring, is_member_only FROM jobs ORDER BY id LIMIT 600`,
  );
  return {
    open: rows.filter((r) => r.is_published && r.is_hiring && !r.is_member_only).map((r) => r.id),
    unpublished: rows.find((r) => !r.is_published)!.id,
    notHiring: rows.find((r) => r.is_published && !r.is_hiring)!.id,
    companyOf: new Map(rows.map((r) => [r.id, r.company_id])),
  };
}

/** A visitor's entry to `jobId` (createVisitorJobEntry); resolves to its conversion id. */
export async function visitorConversion(
  api: Pick<MemberApi, 'gql'>,
  jobId: number,
): Promise<string> {
  const response = await api.gql(
    'mutation ($input: CreateVisitorJobEntryInput!) { createVisitorJobEntry(input: $input) { user { conversionId } } }',
    {
      input: {
        jobIds: [String(jobId)],
        profile: {
          name: '訪問 者',
          furigana: 'ほうもん しゃ',
          birthYear: 1990,
          zipCode: '1000001',
          phoneNumber: '0312345678',
        },
      },
    },
  );
  if (!response.data) throw new Error(`visitor entry failed: ${JSON.stringify(response.errors)}`);
  return response.data.createVisitorJobEntry.user.conversionId;
}

/** A body of the GraphQL multipart request spec with one file at `variables.input.file`. */
export function multipartBody(
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----jobsite${Math.random().toString(16).slice(2)}`;
  const part = (headers: string, body: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    part(
      'Content-Disposition: form-data; name="operations"',
      JSON.stringify({
        query,
        variables: { ...variables, input: { ...(variables.input as object), file: null } },
      }),
    ),
    part(
      'Content-Disposition: form-data; name="map"',
      JSON.stringify({ 0: ['variables.input.file'] }),
    ),
    part(
      `Content-Disposition: form-data; name="0"; filename="${file.name}"\r\nContent-Type: ${file.type}`,
      file.content,
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file in the api's attachment folder (any depth). */
export function storedFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'attachments'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
