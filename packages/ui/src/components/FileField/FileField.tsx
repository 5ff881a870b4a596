'use client';

import { useRef } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { Field, type FieldBaseProps } from '../Field/Field';
import * as css from './FileField.css';

export type FileFieldProps = FieldBaseProps & {
  /** The chosen file, or null. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** MIME types or extensions, e.g. the message attachment types of the domain. */
  accept?: string | ReadonlyArray<string>;
  disabled?: boolean;
  name?: string;
  id?: string;
  buttonLabel?: string;
};

/** '1.2 MB', '350 KB': file sizes as people read them. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * File attachment: a styled picker over the native input (keyboard: Tab, then Enter or
 * Space), the chosen file's name and size, and a button to remove it. Size and type checks
 * and their messages belong to the form (pass them as `error`).
 */
export function FileField({
  label,
  hint,
  error,
  required,
  value,
  onChange,
  accept,
  disabled,
  name,
  id,
  buttonLabel = 'ファイルを選択',
}: FileFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
    inputRef.current?.focus();
  };
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(controlProps) => (
        <div className={css.row}>
          <input
            ref={inputRef}
            type="file"
            className={css.input}
            name={name}
            accept={typeof accept === 'string' ? accept : accept?.join(',')}
            disabled={disabled}
            {...controlProps}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
          />
          <label htmlFor={controlProps.id} className={css.pick} aria-hidden="true">
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M16 6l-7.5 7.5a2 2 0 0 0 2.8 2.8L19 8.6a4 4 0 0 0-5.7-5.7L5.6 10.6a6 6 0 0 0 8.5 8.5L20 13"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            {buttonLabel}
          </label>
          {value ? (
            <span className={css.file}>
              <span className={css.fileName}>{value.name}</span>
              <span className={css.fileSize}>（{formatFileSize(value.size)}）</span>
              <button type="button" className={css.remove} onClick={clear} disabled={disabled}>
                削除<span className={visuallyHidden}>：{value.name}</span>
              </button>
            </span>
          ) : (
            <span className={css.fileSize}>選択されていません</span>
          )}
        </div>
      )}
    </Field>
  );
}
