import { truncate } from '@jobsite/domain/formatters';
import { scoutCompanyName } from './ScoutDetailView';
import * as css from './scouts.css';
import type { ScoutDetail } from './scouts-api';

/** The scout being answered, above its form. */
export function AnswerSummary({ scout }: { scout: ScoutDetail }) {
  return (
    <div className={css.formSummary}>
      <p style={{ margin: 0, fontWeight: 700 }}>{scoutCompanyName(scout)}からのスカウト</p>
      {scout.jobDescription && <p className={css.meta}>{scout.jobDescription}</p>}
      <p className={css.meta}>{truncate(scout.message.replace(/\s+/g, ' '), 120)}</p>
    </div>
  );
}
