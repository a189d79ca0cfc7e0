import { useId, useRef, useState } from 'react';
import { copyToClipboard, shareLink } from '@/lib/share-link';
import { useShareShortlist } from '../api/share-shortlist';
import { useStopSharing } from '../api/stop-sharing';
import type { ShortlistText } from '../use-shortlist-text';

type CopyState = 'idle' | 'copied' | 'byHand';

/**
 * "Share": makes the account's read-only link (the same one each time) and offers to send it with
 * the phone's share sheet (Web Share, where there is one) or to copy it; where copying is not
 * possible the link is selected for copying by hand. "Stop sharing" retires it.
 */
export function SharePanel({ text }: { text: ShortlistText }) {
  const { t, failure } = text;
  const headingId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const share = useShareShortlist();
  const stop = useStopSharing();
  const [copy, setCopy] = useState<CopyState>('idle');
  const link = share.data?.url;

  const canShare = typeof navigator.share === 'function';

  const showCopied = (isCopied: boolean) => {
    if (!isCopied) inputRef.current?.select();
    setCopy(isCopied ? 'copied' : 'byHand');
  };
  const onCopy = async () => {
    if (link) showCopied(await copyToClipboard(link));
  };
  // A closed share sheet says nothing; one that could not open copies instead.
  const onSend = async () => {
    if (!link) return;
    const outcome = await shareLink({ title: t('share.sheetTitle'), text: t('share.sheetText'), url: link });
    if (outcome === 'copied' || outcome === 'byHand') showCopied(outcome === 'copied');
  };
  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        share.reset();
        setCopy('idle');
      },
    });

  return (
    <section className="share-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="share-panel__title">
        {t('share.title')}
      </h2>
      <p className="share-panel__intro">{t('share.intro')}</p>
      {link ? (
        <>
          <label className="share-panel__label" htmlFor={inputId}>
            {t('share.linkLabel')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className="share-panel__link"
            type="url"
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="share-panel__actions">
            {canShare && (
              <button type="button" className="button button--primary" onClick={() => void onSend()}>
                {t('share.send')}
              </button>
            )}
            <button
              type="button"
              className={canShare ? 'button' : 'button button--primary'}
              onClick={() => void onCopy()}
            >
              {t('share.copy')}
            </button>
            <button type="button" className="button" disabled={stop.isPending} onClick={onStop}>
              {stop.isPending ? t('share.stopping') : t('share.stop')}
            </button>
          </div>
          <p className="share-panel__status" role="status">
            {copy === 'copied' && t('share.copied')}
            {copy === 'byHand' && t('share.copyByHand')}
          </p>
        </>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={share.isPending}
          onClick={() => share.mutate()}
        >
          {share.isPending ? t('share.creating') : t('share.create')}
        </button>
      )}
      {share.isError && (
        <p className="form-alert" role="alert">
          {failure(share.error, t('share.failed'))}
        </p>
      )}
      {stop.isError && (
        <p className="form-alert" role="alert">
          {failure(stop.error, t('share.stopFailed'))}
        </p>
      )}
      {stop.isSuccess && !link && (
        <p className="share-panel__status" role="status">
          {text.message('shortlist.shareStopped')}
        </p>
      )}
    </section>
  );
}
