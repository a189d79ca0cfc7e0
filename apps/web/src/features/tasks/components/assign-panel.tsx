import '../tasks.css';
import '../i18n/register';
import { ASSIGN_CLOSE_MS, TASK_CODES, type Property } from '@app/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { LoadFailed } from '@/components/query-state';
import { useVerifiedFreelancers } from '../api/get-verified-freelancers';
import { useTaskText } from '../use-task-text';
import { AssignForm } from './assign-form';

/** A property or a hostel: the panel needs only these. */
type AssignedProperty = Pick<Property, '_id' | 'name' | 'location'>;

function PanelContent({
  property,
  idPrefix,
  onAssigned,
  onCancel,
}: {
  property: AssignedProperty;
  idPrefix: string;
  onAssigned: () => void;
  onCancel: () => void;
}) {
  const { t } = useTaskText();
  const freelancers = useVerifiedFreelancers(property.location, true);
  if (freelancers.isPending) {
    return (
      <p className="task-state" role="status">
        {t('assign.loading')}
      </p>
    );
  }
  if (freelancers.isError) {
    return (
      <LoadFailed
        className="task-state"
        message={t('errors.loadFreelancersFailed')}
        retry={{ query: freelancers, label: t('common.retry') }}
      />
    );
  }
  if (freelancers.data.length === 0) {
    return (
      <div className="task-state">
        <p className="task-state__empty">{t('assign.none')}</p>
        <button type="button" className="button" onClick={onCancel}>
          {t('common.close')}
        </button>
      </div>
    );
  }
  return (
    <AssignForm
      roomId={property._id}
      freelancers={freelancers.data}
      idPrefix={idPrefix}
      onAssigned={onAssigned}
      onCancel={onCancel}
    />
  );
}

interface AssignPanelProps {
  property: AssignedProperty;
  /** The id of the property's name on its card, which describes the button. */
  titleId?: string;
  /** Called whenever the panel closes: by Cancel, the button, or by itself after an assignment. */
  onClose?: () => void;
}

/**
 * /unverified: the admin offers a property's verification to approved freelancers
 * (nearest first). After 'Task assigned successfully!' the panel closes by itself after 1.5 s.
 */
export function AssignPanel({ property, titleId, onClose }: AssignPanelProps) {
  const { t, message } = useTaskText();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [isAssigned, setAssigned] = useState(false);

  const close = () => {
    setOpen(false);
    setAssigned(false);
    buttonRef.current?.focus();
    onClose?.();
  };

  useEffect(() => {
    if (isOpen) headingRef.current?.focus();
  }, [isOpen]);

  // The confirmation shows in the panel for 1.5 s; then the panel closes by itself.
  useEffect(() => {
    if (!isAssigned) return;
    const timer = setTimeout(() => {
      setOpen(false);
      setAssigned(false);
      onClose?.();
    }, ASSIGN_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isAssigned, onClose]);

  const assigned = () => {
    setAssigned(true);
    // The form goes; the focus waits on the button, which stays.
    buttonRef.current?.focus();
  };

  return (
    <div className="assign">
      <button
        ref={buttonRef}
        type="button"
        className="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-describedby={titleId}
        onClick={() => (isOpen ? close() : setOpen(true))}
      >
        {t('assign.open')}
      </button>
      <section id={panelId} className="assign__panel" aria-labelledby={`${panelId}-title`} hidden={!isOpen}>
        <h4 id={`${panelId}-title`} ref={headingRef} className="assign__title" tabIndex={-1}>
          {t('assign.title', { name: property.name })}
        </h4>
        <p role="status" className={isAssigned ? 'assign__done' : 'visually-hidden'}>
          {isAssigned ? message(TASK_CODES.assigned) : ''}
        </p>
        {isOpen && !isAssigned && (
          <PanelContent property={property} idPrefix={panelId} onAssigned={assigned} onCancel={close} />
        )}
      </section>
    </div>
  );
}
