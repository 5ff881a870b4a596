import { cx } from '../../internal/cx';
import { type FieldBaseProps, Fieldset } from '../Field/Field';
import { control } from '../Field/Field.css';
import * as css from './YearMonthPicker.css';
import { eraLabel, yearRange } from './years';

export type YearMonth = { year: number | null; month: number | null };

export type YearMonthPickerProps = FieldBaseProps & {
  value: YearMonth;
  onChange: (value: YearMonth) => void;
  minYear: number;
  maxYear: number;
  /** Newest first by default (joining / graduation years). */
  yearOrder?: 'asc' | 'desc';
  /** Adds the Japanese era, e.g. 2019年（令和元年）. */
  showEra?: boolean;
  disabled?: boolean;
};

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Year and month as two native selects under one legend (job histories, education). */
export function YearMonthPicker({
  label,
  hint,
  error,
  required,
  value,
  onChange,
  minYear,
  maxYear,
  yearOrder = 'desc',
  showEra = true,
  disabled,
}: YearMonthPickerProps) {
  const toNumber = (text: string) => (text === '' ? null : Number(text));
  return (
    <Fieldset label={label} hint={hint} error={error} required={required}>
      {({ invalid }) => (
        <div className={css.row}>
          <span className={css.part}>
            <select
              className={cx(control, css.yearSelect)}
              aria-label="年"
              value={value.year ?? ''}
              disabled={disabled}
              required={required}
              aria-invalid={invalid || undefined}
              onChange={(event) => onChange({ ...value, year: toNumber(event.target.value) })}
            >
              <option value="">年を選択</option>
              {yearRange(minYear, maxYear, yearOrder).map((year) => (
                <option key={year} value={year}>
                  {showEra && eraLabel(year) ? `${year}（${eraLabel(year)}）` : year}
                </option>
              ))}
            </select>
            <span aria-hidden="true">年</span>
          </span>
          <span className={css.part}>
            <select
              className={cx(control, css.monthSelect)}
              aria-label="月"
              value={value.month ?? ''}
              disabled={disabled}
              required={required}
              aria-invalid={invalid || undefined}
              onChange={(event) => onChange({ ...value, month: toNumber(event.target.value) })}
            >
              <option value="">--</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
            <span aria-hidden="true">月</span>
          </span>
        </div>
      )}
    </Fieldset>
  );
}
