'use client';

import { Button } from '@jobsite/ui/button';
import { FileField } from '@jobsite/ui/file-field';
import { useState } from 'react';
import { browserGraphQL } from '../../lib/graphql/browser';
import { uploadGraphQL } from '../../lib/graphql/upload';
import { removeResumePhotoDocument, uploadResumePhotoDocument } from './browser-documents';
import * as css from './forms.css';
import { PHOTO_ACCEPT, PHOTO_HINT, photoFailureMessage, photoProblem } from './photo';

/**
 * The résumé's photo: shown as stored (3:4, decision 0056), uploaded as soon as a file is
 * chosen, replaced by choosing another, removed with its button. A refused file leaves the
 * photo as it was and says why.
 */
export function ResumePhotoEditor({
  resumeId,
  initial,
}: {
  resumeId: string;
  initial: string | null;
}) {
  const [photo, setPhoto] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(undefined);
    try {
      setPhoto(await work());
    } catch (cause) {
      setError(photoFailureMessage(cause));
    } finally {
      setBusy(false);
      setPickerKey((key) => key + 1);
    }
  };

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setError(problem);
      setPickerKey((key) => key + 1);
      return;
    }
    void run(async () => {
      const data = await uploadGraphQL(
        uploadResumePhotoDocument,
        { input: { resumeId, file } },
        'input.file',
        file,
      );
      return data.uploadResumePhoto.resume.photo?.dataUrl ?? null;
    });
  };

  const remove = () =>
    run(async () => {
      const data = await browserGraphQL(removeResumePhotoDocument, { input: { resumeId } });
      return data.removeResumePhoto.resume.photo?.dataUrl ?? null;
    });

  return (
    <div className={css.photoBox}>
      <div className={css.photoFrame}>
        {photo ? (
          // biome-ignore lint/performance/noImgElement: a data: URL of the stored photo, nothing to optimise.
          <img className={css.photoImage} src={photo} alt="履歴書の写真" />
        ) : (
          '写真なし'
        )}
      </div>
      <div>
        <FileField
          key={pickerKey}
          label={photo ? '写真を変更' : '写真を登録'}
          name="photo"
          value={null}
          onChange={choose}
          accept={PHOTO_ACCEPT}
          hint={PHOTO_HINT}
          error={error}
          disabled={busy}
        />
        {photo && (
          <Button type="button" tone="ghost" size="sm" onClick={remove} disabled={busy}>
            写真を削除
          </Button>
        )}
        {busy && <p aria-live="polite">処理中…</p>}
      </div>
    </div>
  );
}
