/**
 * My page's lists from the rooms it reads: every member entry opens a room with the company,
 * and every scout arrives in one, so the recent rooms give the recent entries (with their
 * status and unread count) and the scouts not yet answered by an entry. Pure, unit-tested.
 */

type RoomNode = {
  id: string;
  unreadMessageCount: number;
  createdAt: string;
  /** Null in the career advisor's room. */
  company?: { id: string; name: string } | null;
  entry?: {
    id: string;
    currentStatus: string;
    createdAt: string;
    updatedAt: string;
    interviewProposal?: {
      id: string;
      status: string;
      place: string | null;
      chosenSlot: { startsAt: string; endsAt: string } | null;
    } | null;
    job: { id: string; title: string; occupation: { occupationNameEn: string } };
  } | null;
  scout?: {
    id: string;
    createdAt: string;
    isHiring: boolean;
    hiddenCompanyName: boolean;
    occupationCategory?: { name: string } | null;
  } | null;
};

export type EntryRow = {
  entryId: string;
  roomId: string;
  status: string;
  appliedAt: string;
  jobId: string;
  jobTitle: string;
  occupationNameEn: string;
  companyName: string;
  unread: number;
  viaScout: boolean;
  /** Interview dates proposed and waiting for the member's choice. */
  interviewToChoose: boolean;
};

/** An interview whose date the member chose (decision 0051). */
export type InterviewRow = {
  proposalId: string;
  roomId: string;
  startsAt: string;
  endsAt: string;
  place: string | null;
  jobTitle: string;
  companyName: string;
};

export type ScoutRow = {
  scoutId: string;
  roomId: string;
  receivedAt: string;
  companyName: string | null;
  occupationCategory: string | null;
  isHiring: boolean;
  unread: number;
};

export function entriesOf(rooms: ReadonlyArray<{ node: RoomNode }>): EntryRow[] {
  return rooms
    .flatMap(({ node }) =>
      node.entry
        ? [
            {
              entryId: node.entry.id,
              roomId: node.id,
              status: node.entry.currentStatus,
              appliedAt: node.entry.createdAt,
              jobId: node.entry.job.id,
              jobTitle: node.entry.job.title,
              occupationNameEn: node.entry.job.occupation.occupationNameEn,
              companyName: node.company?.name ?? '',
              unread: node.unreadMessageCount,
              viaScout: Boolean(node.scout),
              interviewToChoose: node.entry.interviewProposal?.status === 'open',
            },
          ]
        : [],
    )
    .sort((a, b) => (a.appliedAt < b.appliedAt ? 1 : a.appliedAt > b.appliedAt ? -1 : 0));
}

/** Scouts still waiting for an answer by entry (an answered one is listed as an entry). */
export function pendingScoutsOf(rooms: ReadonlyArray<{ node: RoomNode }>): ScoutRow[] {
  return rooms.flatMap(({ node }) =>
    node.scout && !node.entry
      ? [
          {
            scoutId: node.scout.id,
            roomId: node.id,
            receivedAt: node.scout.createdAt,
            companyName: node.scout.hiddenCompanyName ? null : (node.company?.name ?? null),
            occupationCategory: node.scout.occupationCategory?.name ?? null,
            isHiring: node.scout.isHiring,
            unread: node.unreadMessageCount,
          },
        ]
      : [],
  );
}

/** The member's interviews with a chosen date, soonest first. */
export function interviewsOf(rooms: ReadonlyArray<{ node: RoomNode }>): InterviewRow[] {
  return rooms
    .flatMap(({ node }) => {
      const proposal = node.entry?.interviewProposal;
      if (!node.entry || proposal?.status !== 'chosen' || !proposal.chosenSlot) return [];
      return [
        {
          proposalId: proposal.id,
          roomId: node.id,
          startsAt: proposal.chosenSlot.startsAt,
          endsAt: proposal.chosenSlot.endsAt,
          place: proposal.place,
          jobTitle: node.entry.job.title,
          companyName: node.company?.name ?? '',
        },
      ];
    })
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
