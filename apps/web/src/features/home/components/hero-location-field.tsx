import type { PlaceKind } from '@app/shared';
import { lazy, Suspense, useCallback, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedCoordinate } from '@/components/location-input';
import type { SuggestedLocationProps } from './suggested-location';

const preload = () => {
  import('./suggested-location').catch(() => undefined);
};

// Offline or a failed deploy: the plain field stays, and what is typed is searched as text.
const SuggestedLocation = lazy<ComponentType<SuggestedLocationProps>>(() =>
  import('./suggested-location').then(
    (module) => ({ default: module.SuggestedLocation }),
    () => ({ default: () => null }),
  ),
);

interface HeroLocationFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string, coordinate: PickedCoordinate | null, kind?: PlaceKind) => void;
}

/**
 * The hero's place field. The page paints with a plain field (no query client, no schemas on the
 * home page's first load); focusing it loads the field with suggestions, which then takes its place
 * and the focus, with what was typed.
 */
export function HeroLocationField({ id, label, placeholder, value, onChange }: HeroLocationFieldProps) {
  const { t } = useTranslation();
  const [isWanted, setWanted] = useState(false);
  const [isReady, setReady] = useState(false);
  const plainInput = useRef<HTMLInputElement>(null);
  const want = () => setWanted(true);
  const ready = useCallback(() => setReady(true), []);

  return (
    <>
      {!isReady && (
        <div className="form-field location-input">
          <label className="form-field__label" htmlFor={id}>
            {label}
          </label>
          <div className="location-input__box">
            <input
              ref={plainInput}
              id={id}
              className="form-input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-hint`}
              placeholder={placeholder}
              value={value}
              // Fetched as the finger comes down; swapped in once the field has the focus, so the
              // focus can move over to it.
              onPointerDown={preload}
              onFocus={want}
              onChange={(event) => onChange(event.target.value, null)}
            />
          </div>
          <p id={`${id}-hint`} className="form-field__hint">
            {t('ui.location.hint')}
          </p>
        </div>
      )}
      {isWanted && (
        <Suspense fallback={null}>
          <SuggestedLocation
            id={id}
            label={label}
            placeholder={placeholder}
            value={value}
            onChange={onChange}
            replaces={plainInput}
            onReady={ready}
          />
        </Suspense>
      )}
    </>
  );
}
