import './photo-picker.css';
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@app/shared';
import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageFile } from '../lib/image-file';
import { describedBy } from './field-ids';
import { FieldError, FieldHint } from './form-field';

/** A photo already on the server, shown before the newly chosen files. */
export interface ExistingPhoto {
  key: string;
  src: string;
  onRemove: () => void;
  isRemoving?: boolean;
}

/** Why some picked files were left out. */
type PhotoNotice = 'notImage' | 'tooLarge' | 'limit';

export interface PhotoPickerProps {
  id: string;
  label: string;
  /** Newly chosen files, in order. */
  files: File[];
  onChange: (files: File[]) => void;
  existing?: ExistingPhoto[];
  max?: number;
  /** Shown when a choice goes past `max` (each screen words it its own way). */
  limitMessage: string;
  /** 'n / 5 photos selected' on the listing forms, 'n/5' on the edit-images screen. */
  counter?: 'selected' | 'compact';
  hint?: string | undefined;
  /** Already translated. */
  error?: string | undefined;
  buttonRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  disabled?: boolean;
}

const PREVIEW_SIZE = 160;

/**
 * Shows a chosen file through an object URL that lives exactly as long as the <img>: created when
 * React attaches it, revoked when React detaches it (removal, unmount), so nothing leaks.
 */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} width={PREVIEW_SIZE} height={PREVIEW_SIZE} decoding="async" />;
}

/**
 * Photo chooser with previews and a counter. Files that are no photo (by their content, with the
 * server's own message), files over 5 MB and files past the limit are left out on the spot, with
 * the server's own messages, before anything is sent over mobile data.
 */
export function PhotoPicker({
  id,
  label,
  files,
  onChange,
  existing = [],
  max = MAX_IMAGES,
  limitMessage,
  counter = 'selected',
  hint,
  error,
  buttonRef,
  onBlur,
  disabled = false,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  // Kept as kinds and worded at each render: a notice follows a change of language.
  const [notices, setNotices] = useState<PhotoNotice[]>([]);
  const labelId = useId();
  const count = existing.length + files.length;
  const room = max - count;
  const counterId = `${id}-counter`;
  const noticeId = `${id}-notice`;
  // Reading the files takes a moment; what is chosen by then is added to the photos as they are then.
  const latest = useRef({ files, room, onChange });
  useEffect(() => {
    latest.current = { files, room, onChange };
  });

  const addFiles = async (picked: File[]) => {
    const next: PhotoNotice[] = [];
    const isImage = await Promise.all(picked.map(isImageFile));
    const images = picked.filter((_, index) => isImage[index]);
    if (images.length < picked.length) next.push('notImage');
    const small = images.filter((file) => file.size <= MAX_IMAGE_BYTES);
    if (small.length < images.length) next.push('tooLarge');
    const now = latest.current;
    const accepted = small.slice(0, Math.max(0, now.room));
    if (accepted.length < small.length) next.push('limit');
    setNotices(next);
    if (accepted.length > 0) now.onChange([...now.files, ...accepted]);
  };

  const removeFile = (index: number) => {
    setNotices([]);
    onChange(files.filter((_, i) => i !== index));
  };

  return (
    <div className="form-field photo-picker" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="form-field__label">
        {label}
      </p>
      <div className="photo-picker__bar">
        <button
          ref={buttonRef}
          type="button"
          className="button button--secondary photo-picker__add"
          aria-describedby={describedBy(id, {
            hint: Boolean(hint),
            error: Boolean(error),
            extra: notices.length > 0 ? `${counterId} ${noticeId}` : counterId,
          })}
          aria-invalid={Boolean(error)}
          disabled={disabled}
          onBlur={onBlur}
          onClick={() => {
            // Full already: say so at once rather than letting the user pick files in vain.
            if (room <= 0) setNotices(['limit']);
            else inputRef.current?.click();
          }}
        >
          {t('ui.photos.add')}
        </button>
        <p id={counterId} className="photo-picker__counter" aria-live="polite">
          {counter === 'compact'
            ? t('ui.photos.compactCounter', { count, max })
            : t('ui.photos.counter', { count, max })}
        </p>
      </div>
      <input
        ref={inputRef}
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          void addFiles(Array.from(event.target.files ?? []));
          // Lets the same file be chosen again after removing it.
          event.target.value = '';
        }}
      />
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
      <div id={noticeId} role="alert" className="photo-picker__notices">
        {notices.map((notice) => (
          <p key={notice} className="form-field__error">
            {notice === 'limit' ? limitMessage : t(`ui.photos.${notice}`)}
          </p>
        ))}
      </div>
      <FieldError id={id} message={error} />
      {count > 0 && (
        <ul className="photo-picker__grid">
          {existing.map((photo, index) => (
            <li key={photo.key} className="photo-picker__item">
              <img
                src={photo.src}
                alt={t('ui.photos.preview', { index: index + 1 })}
                width={PREVIEW_SIZE}
                height={PREVIEW_SIZE}
                loading="lazy"
                decoding="async"
              />
              <button
                type="button"
                className="photo-picker__remove"
                aria-label={t('ui.photos.remove', { index: index + 1 })}
                disabled={disabled || photo.isRemoving}
                onClick={() => {
                  setNotices([]);
                  photo.onRemove();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {files.map((file, index) => {
            const position = existing.length + index + 1;
            return (
              <li
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                className="photo-picker__item"
              >
                <FilePreview file={file} alt={t('ui.photos.preview', { index: position })} />
                <button
                  type="button"
                  className="photo-picker__remove"
                  aria-label={t('ui.photos.remove', { index: position })}
                  disabled={disabled}
                  onClick={() => removeFile(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
