import { useId, useState } from 'react';
import { descriptionPreview } from '../task-text';
import { useTaskText } from '../use-task-text';

/** The first 50 characters of a task's description, and Show more / Show less for the rest. */
export function TaskDescription({ text }: { text: string }) {
  const { t } = useTaskText();
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const preview = descriptionPreview(text);
  const isCut = preview !== text;
  return (
    <div className="task-description">
      <p id={id} className="task-description__text">
        {isOpen || !isCut ? text : preview}
      </p>
      {isCut && (
        <button
          type="button"
          className="task-description__toggle"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setOpen((open) => !open)}
        >
          {isOpen ? t('card.showLess') : t('card.showMore')}
        </button>
      )}
    </div>
  );
}
