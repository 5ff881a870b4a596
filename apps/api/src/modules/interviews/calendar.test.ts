import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, interviewCalendar, jstDateTime, utcDateTime } from './calendar';

const event = {
  proposalId: 7,
  slotId: 21,
  // 2026-12-04 00:30 in Japan is still December 3rd in UTC.
  startsAt: new Date('2026-12-03T15:30:00Z'),
  endsAt: new Date('2026-12-03T16:30:00Z'),
  stampedAt: new Date('2026-11-30T02:03:04Z'),
  companyName: '東京運輸株式会社',
  jobTitle: '4tドライバー, 日勤; 週休2日',
  place: '東京都千代田区丸の内1-1-1\n本社3階',
  roomUrl: 'https://example.jp/member/message/5',
  host: 'example.jp',
};

describe('interview calendar (RFC 5545)', () => {
  it('writes Japan wall time with its zone and DTSTAMP in UTC', () => {
    const text = interviewCalendar(event);
    expect(text).toContain('\r\nDTSTART;TZID=Asia/Tokyo:20261204T003000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=Asia/Tokyo:20261204T013000\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261130T020304Z\r\n');
    expect(text).toContain('\r\nTZOFFSETTO:+0900\r\n');
    expect(text).toContain('\r\nUID:interview-7-21@example.jp\r\n');
    expect(jstDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('20270101T000000');
    expect(utcDateTime(new Date('2026-12-31T15:00:00Z'))).toBe('20261231T150000Z');
  });

  it('is the same text on every download (stable UID and stamp)', () => {
    expect(interviewCalendar(event)).toBe(interviewCalendar({ ...event }));
  });

  it('uses CRLF everywhere, escapes TEXT and folds lines at 75 octets', () => {
    const text = interviewCalendar(event);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    // Unfolded, the place keeps its escaped line break.
    expect(text.replace(/\r\n /g, '')).toContain('LOCATION:東京都千代田区丸の内1-1-1\\n本社3階');
    expect(escapeText('a,b;c\\d')).toBe('a\\,b\\;c\\\\d');
  });

  it('never cuts a character in two when folding', () => {
    const folded = foldLine(`SUMMARY:${'面'.repeat(60)}`);
    const [first, ...rest] = folded.split('\r\n');
    expect(new TextEncoder().encode(first).length).toBe(74); // 8 + 22 × 3: the 23rd would pass 75
    expect(rest.every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'面'.repeat(60)}`);
  });
});
