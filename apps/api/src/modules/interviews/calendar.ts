/**
 * An interview date as an iCalendar object (RFC 5545) for the member's calendar app
 * (docs/decisions/0051). Times are written as Japan wall time with TZID=Asia/Tokyo and the
 * VTIMEZONE that defines it (UTC+9, no daylight saving since 1951), so a calendar in any
 * zone shows the right instant; DTSTAMP is UTC as the RFC requires. The UID names the
 * proposal and the slot, so downloading again updates the same event instead of adding one.
 */

import { greedyRuns } from '../../text-runs';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface InterviewEvent {
  proposalId: number;
  slotId: number;
  startsAt: Date;
  endsAt: Date;
  /** When the member chose the slot: the event's DTSTAMP, stable across downloads. */
  stampedAt: Date;
  companyName: string;
  jobTitle: string;
  place: string | null;
  /** Absolute address of the room on the site. */
  roomUrl: string;
  /** The site's host, the UID's domain part. */
  host: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function basicFormat(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`;
}

/** 'YYYYMMDDTHHMMSSZ' (UTC). */
export function utcDateTime(date: Date): string {
  return `${basicFormat(date)}Z`;
}

/** 'YYYYMMDDTHHMMSS' in Japan wall time (with TZID=Asia/Tokyo). */
export function jstDateTime(date: Date): string {
  return basicFormat(new Date(date.getTime() + JST_OFFSET_MS));
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): continuation lines start with a space.
 * Japanese text is 3 octets a character in UTF-8, so the cut counts bytes and never splits a
 * character.
 */
export function foldLine(line: string): string {
  const parts = greedyRuns(
    line,
    (char) => encoder.encode(char).length,
    (part) => (part === 0 ? 75 : 74), // a continuation's leading space is 1 octet
  );
  return parts.join('\r\n ');
}

/** The VCALENDAR text, CRLF line ends. */
export function interviewCalendar(event: InterviewEvent): string {
  const summary = `面接：${event.companyName}`;
  const description = [
    `求人：${event.jobTitle}`,
    event.place ? `場所：${event.place}` : null,
    `企業とのメッセージ：${event.roomUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${event.host}//Interview dates//JA`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Tokyo',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0900',
    'TZOFFSETTO:+0900',
    'TZNAME:JST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:interview-${event.proposalId}-${event.slotId}@${event.host}`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    `DTSTART;TZID=Asia/Tokyo:${jstDateTime(event.startsAt)}`,
    `DTEND;TZID=Asia/Tokyo:${jstDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(summary)}`,
    ...(event.place ? [`LOCATION:${escapeText(event.place)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${event.roomUrl}`,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
