import { describe, expect, it } from 'vitest';
import { entriesOf, interviewsOf, pendingScoutsOf } from './mypage-view-model';

const company = { id: '9', name: '東京運輸株式会社' };
const job = (id: string) => ({
  id,
  title: `求人${id}`,
  occupation: { occupationNameEn: 'driver' },
});
const entry = (id: string, createdAt: string) => ({
  id,
  currentStatus: 'applied',
  createdAt,
  updatedAt: createdAt,
  job: job(`j${id}`),
});
const scout = (id: string, hiddenCompanyName = false) => ({
  id,
  createdAt: '2025-04-01T00:00:00Z',
  isHiring: true,
  hiddenCompanyName,
  occupationCategory: { name: 'ドライバー' },
});
const room = (id: string, extra: Record<string, unknown>) => ({
  node: { id, unreadMessageCount: 1, createdAt: '2025-04-01T00:00:00Z', company, ...extra },
});

describe('my page lists from rooms', () => {
  const rooms = [
    room('1', { entry: entry('10', '2025-04-02T00:00:00Z') }),
    room('2', { scout: scout('20') }),
    room('3', { entry: entry('11', '2025-04-05T00:00:00Z'), scout: scout('21') }),
    room('4', { scout: scout('22', true) }),
    room('5', {}),
  ];

  it('lists entries newest first with their room, status and unread count', () => {
    const rows = entriesOf(rooms);
    expect(rows.map((row) => [row.entryId, row.roomId, row.viaScout])).toEqual([
      ['11', '3', true],
      ['10', '1', false],
    ]);
    expect(rows[1]).toMatchObject({ status: 'applied', unread: 1, jobTitle: '求人j10' });
  });

  it('lists only scouts not yet answered by an entry, hiding a hidden company name', () => {
    const rows = pendingScoutsOf(rooms);
    expect(rows.map((row) => row.scoutId)).toEqual(['20', '22']);
    expect(rows[0]?.companyName).toBe('東京運輸株式会社');
    expect(rows[1]?.companyName).toBeNull();
  });

  it('lists interviews with a chosen date soonest first, and marks entries with dates to choose', () => {
    const withProposal = (id: string, status: string, startsAt: string | null) => ({
      ...entry(id, '2025-04-01T00:00:00Z'),
      interviewProposal: {
        id: `p${id}`,
        status,
        place: null,
        chosenSlot: startsAt ? { startsAt, endsAt: startsAt } : null,
      },
    });
    const interviewRooms = [
      room('6', { entry: withProposal('30', 'chosen', '2025-05-02T01:00:00Z') }),
      room('7', { entry: withProposal('31', 'open', null) }),
      room('8', { entry: withProposal('32', 'chosen', '2025-05-01T01:00:00Z') }),
      room('9', { entry: withProposal('33', 'withdrawn', null) }),
    ];
    expect(interviewsOf(interviewRooms).map((row) => [row.proposalId, row.roomId])).toEqual([
      ['p32', '8'],
      ['p30', '6'],
    ]);
    expect(
      entriesOf(interviewRooms)
        .filter((row) => row.interviewToChoose)
        .map((row) => row.entryId),
    ).toEqual(['31']);
  });
});
