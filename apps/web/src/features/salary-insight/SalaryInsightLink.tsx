import { Link } from '@jobsite/ui/link';
import { paths } from '@/lib/paths';
import * as css from './SalaryInsight.css';

/** A link to the salary insight of an occupation (and prefecture), for lists and job detail. */
export function SalaryInsightLink({
  occupation,
  prefecture,
}: {
  occupation: { occupationNameEn: string; name: string };
  prefecture?: { prefectureEnName: string; name: string } | null | undefined;
}) {
  return (
    <Link
      href={paths.salary(occupation.occupationNameEn, prefecture?.prefectureEnName)}
      className={css.insightLink}
    >
      {`${prefecture ? prefecture.name : ''}${prefecture ? 'の' : ''}${occupation.name}の給与相場を見る`}
    </Link>
  );
}
