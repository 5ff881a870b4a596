import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
