import { formatPhone, type VerifiedFreelancer } from '@app/shared';
import { useId, useState, type Ref } from 'react';
import { errorId } from '@/components/field-ids';
import { FieldError } from '@/components/form-field';
import { useTaskText } from '../use-task-text';

interface FreelancerChecklistProps {
  freelancers: VerifiedFreelancer[];
  selected: string[];
  onChange: (ids: string[]) => void;
  onBlur: () => void;
  /** Focused when nobody is chosen on submit. */
  groupRef: Ref<HTMLFieldSetElement>;
  /** Already translated. */
  error: string | undefined;
}

const matches = (freelancer: VerifiedFreelancer, filter: string) => {
  const needle = filter.trim().toLocaleLowerCase();
  return (
    needle === '' ||
    freelancer.name.toLocaleLowerCase().includes(needle) ||
    freelancer.location.toLocaleLowerCase().includes(needle)
  );
};

/**
 * The professionals to choose from, with a filter over the loaded list (name or location). A
 * choice stays chosen while the filter hides it.
 */
export function FreelancerChecklist({
  freelancers,
  selected,
  onChange,
  onBlur,
  groupRef,
  error,
}: FreelancerChecklistProps) {
  const { t } = useTaskText();
  const id = useId();
  const [filter, setFilter] = useState('');
  const shown = freelancers.filter((freelancer) => matches(freelancer, filter));
  const toggle = (freelancerId: string, isChosen: boolean) =>
    onChange(isChosen ? [...selected, freelancerId] : selected.filter((chosen) => chosen !== freelancerId));

  return (
    <fieldset
      ref={groupRef}
      className="assign-list"
      tabIndex={-1}
      aria-describedby={error ? errorId(id) : undefined}
    >
      <legend className="form-field__label">{t('assign.professionals')}</legend>
      <div className="form-field">
        <label className="form-field__label assign-list__filter-label" htmlFor={`${id}-filter`}>
          {t('assign.filter')}
        </label>
        <input
          id={`${id}-filter`}
          className="form-input"
          type="search"
          autoComplete="off"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <p className="assign-list__count" aria-live="polite">
        {t('assign.selected', { count: selected.length })}
      </p>
      {shown.length === 0 ? (
        <p className="assign-list__empty">{t('assign.noMatches')}</p>
      ) : (
        <ul className="assign-list__options">
          {shown.map((freelancer) => {
            const optionId = `${id}-${freelancer._id}`;
            return (
              <li key={freelancer._id}>
                <label className="assign-option" htmlFor={optionId}>
                  <input
                    id={optionId}
                    className="assign-option__box"
                    type="checkbox"
                    checked={selected.includes(freelancer._id)}
                    aria-labelledby={`${optionId}-name`}
                    aria-describedby={`${optionId}-details`}
                    onChange={(event) => toggle(freelancer._id, event.target.checked)}
                    onBlur={onBlur}
                  />
                  <span className="assign-option__text">
                    <span id={`${optionId}-name`} className="assign-option__name">
                      {freelancer.name}
                    </span>
                    <span id={`${optionId}-details`} className="assign-option__details">
                      {[
                        freelancer.location,
                        formatPhone(freelancer.phone),
                        t('assign.openTasks', { count: freelancer.openTasks }),
                      ].join(' · ')}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
