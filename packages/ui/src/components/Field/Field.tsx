import { type ReactNode, useId } from 'react';
import { cx } from '../../internal/cx';
import * as css from './Field.css';

export type FieldBaseProps = {
  label: ReactNode;
  /** Guidance under the label, e.g. the expected format. */
  hint?: ReactNode;
  /** A Japanese error message; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Shows 必須; `false` shows 任意; leave undefined to show neither. */
  required?: boolean;
};

/** Ids and aria attributes a control inside a field needs. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

function Marker({ required }: { required?: boolean }) {
  if (required === undefined) return null;
  return <span className={css.marker({ required })}>{required ? '必須' : '任意'}</span>;
}

function useDescriptions(hint: ReactNode, error: ReactNode, id?: string) {
  const generated = useId();
  const baseId = id ?? generated;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { baseId, hintId, errorId, describedBy };
}

function Descriptions({
  hint,
  error,
  hintId,
  errorId,
}: {
  hint: ReactNode;
  error: ReactNode;
  hintId?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={css.error}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v6M12 16v1" stroke="currentColor" strokeWidth="2" />
          </svg>
          {error}
        </p>
      )}
    </>
  );
}

export type FieldProps = FieldBaseProps & {
  /** The control's id (generated when omitted). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled single control with hint and error, wired with aria-describedby/-invalid. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const { baseId, hintId, errorId, describedBy } = useDescriptions(hint, error, id);
  return (
    <div className={cx(css.field, className)}>
      <label htmlFor={baseId} className={css.label}>
        {label}
        <Marker required={required} />
      </label>
      <Descriptions hint={hint} error={error} hintId={hintId} errorId={errorId} />
      {children({
        id: baseId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
    </div>
  );
}

export type FieldsetProps = FieldBaseProps & {
  className?: string;
  children: (group: { describedBy?: string; invalid: boolean }) => ReactNode;
};

/** A group of controls (checkboxes, radios, year + month) under one legend. */
export function Fieldset({ label, hint, error, required, className, children }: FieldsetProps) {
  const { hintId, errorId, describedBy } = useDescriptions(hint, error);
  return (
    <fieldset className={cx(css.fieldset, className)} aria-describedby={describedBy}>
      <legend className={css.label}>
        {label}
        <Marker required={required} />
      </legend>
      <Descriptions hint={hint} error={error} hintId={hintId} errorId={errorId} />
      {children({ describedBy, invalid: Boolean(error) })}
    </fieldset>
  );
}
