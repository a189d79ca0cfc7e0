import './upload-progress.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A percent bar for photo uploads, which take a while over mobile data. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="upload-progress">
      <p id={labelId} className="upload-progress__label">
        {t('ui.upload.progress', { percent: value })}
      </p>
      <progress className="upload-progress__bar" max={100} value={value} aria-labelledby={labelId} />
    </div>
  );
}
