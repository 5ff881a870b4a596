import { interviewCalendarResponse } from '@/features/messages/interview-calendar';

type Context = { params: Promise<{ proposalId: string }> };

/** The chosen interview date as an iCalendar file (decision 0051). */
export async function GET(_request: Request, { params }: Context) {
  return interviewCalendarResponse((await params).proposalId);
}
