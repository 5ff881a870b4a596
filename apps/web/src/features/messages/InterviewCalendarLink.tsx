import { paths } from '../../lib/paths';

/**
 * The chosen interview date as an .ics download (decision 0051): a plain link to the web's
 * route, so it works without JavaScript and on phones hands the file to the calendar app.
 */
export function InterviewCalendarLink({
  proposalId,
  className,
}: {
  proposalId: string;
  className?: string;
}) {
  return (
    <a
      href={paths.interviewCalendar(proposalId)}
      download={`interview-${proposalId}.ics`}
      className={className}
    >
      カレンダーに追加（.ics）
    </a>
  );
}
