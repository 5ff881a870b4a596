import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalAttachmentStorage } from './local-storage';

const HOUR = 60 * 60 * 1000;
let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('sweepPartials', () => {
  it('removes .part files older than the bound, keeps younger ones and complete files', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'jobsite-sweep-'));
    const room = path.join(root, 'rooms', '7');
    mkdirSync(room, { recursive: true });
    const now = new Date('2026-03-01T12:00:00Z');
    const file = (name: string, ageMs: number) => {
      writeFileSync(path.join(room, name), 'x');
      const at = new Date(now.getTime() - ageMs);
      utimesSync(path.join(room, name), at, at);
    };
    file('old.part', 2 * HOUR);
    file('young.part', HOUR / 2);
    file('done', 5 * HOUR);
    const storage = new LocalAttachmentStorage({
      root,
      secret: 's'.repeat(32),
      baseUrl: 'http://x',
    });
    expect(await storage.sweepPartials(now, HOUR)).toEqual([path.join('rooms', '7', 'old.part')]);
    expect(readdirSync(room).sort()).toEqual(['done', 'young.part']);
  });

  it('is quiet when the folder does not exist yet', async () => {
    root = path.join(tmpdir(), 'jobsite-sweep-missing');
    const storage = new LocalAttachmentStorage({
      root,
      secret: 's'.repeat(32),
      baseUrl: 'http://x',
    });
    expect(await storage.sweepPartials(new Date(), HOUR)).toEqual([]);
  });
});

describe('a folder shared by several api instances', () => {
  it('serves and deletes from any instance what another stored (nothing kept per process)', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'jobsite-shared-'));
    const instance = async () => {
      const storage = new LocalAttachmentStorage({ root, secret: 's'.repeat(32), baseUrl: '' });
      const app = Fastify();
      await app.register(storage.routes);
      return { storage, app };
    };
    const [a, b] = [await instance(), await instance()];
    try {
      const key = 'rooms/1/0b7c6d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';
      const body = Buffer.from('%PDF-1.4 shared');
      await a.storage.put(key, Readable.from([body]), { maxBytes: 1024 });
      const url = await a.storage.downloadUrl(key, {
        fileName: '履歴書.pdf',
        contentType: 'application/pdf',
        expiresInSeconds: 300,
      });
      const served = await b.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(body);
      await b.storage.delete(key);
      expect((await a.app.inject({ url })).statusCode).toBe(404);
    } finally {
      await Promise.all([a.app.close(), b.app.close()]);
    }
  });
});
