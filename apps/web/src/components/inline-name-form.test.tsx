import { SAVED_SEARCH_CODES, SavedSearchNameSchema } from '@app/shared';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { setupUser } from '@/test/render';
import { InlineNameForm } from './inline-name-form';

type Props = ComponentProps<typeof InlineNameForm<{ name: string }, { name: string }>>;

function renderForm(props: Partial<Props> = {}) {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  const user = setupUser();
  const view = render(
    <InlineNameForm
      schema={SavedSearchNameSchema}
      name="name"
      value="Girls hostels"
      id="rename"
      label="New name"
      autoComplete="off"
      maxLength={80}
      className="rename"
      actionsClassName="rename__actions"
      texts={{ save: 'Save', saving: 'Saving…', cancel: 'Cancel' }}
      isSaving={false}
      error={null}
      onSave={onSave}
      onCancel={onCancel}
      {...props}
    />,
  );
  const field = () => screen.getByRole('textbox', { name: 'New name' });
  return { ...view, user, field, onSave, onCancel };
}

describe('InlineNameForm', () => {
  it('opens with the name selected, saves what the schema made of it, and Escape cancels', async () => {
    const { user, field, onSave, onCancel } = renderForm();
    // react-hook-form moves the focus a task later.
    await waitFor(() => expect(field()).toHaveFocus());
    expect(field()).toHaveValue('Girls hostels');

    await user.clear(field());
    await user.type(field(), '  Near TU ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Near TU' });

    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('checks with the schema’s own message and sends nothing', async () => {
    const { user, field, onSave } = renderForm();
    await user.clear(field());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field()).toHaveAccessibleDescription('Please give this search a name.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('puts the server’s error for the field under it, by its code, with no alert', () => {
    const error = new ApiError({
      status: 400,
      message: 'Too long.',
      fieldErrors: { name: 'Too long.' },
      fieldErrorCodes: { name: SAVED_SEARCH_CODES.nameTooLong },
    });
    const { field } = renderForm({ error, failure: () => 'Could not save.' });
    expect(field()).toHaveAccessibleDescription('The name can be at most 100 characters.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failure that names no field in an alert, where the screen asks for one', () => {
    const error = new ApiError({ status: 503, message: 'Try again shortly.' });
    renderForm({ error, failure: (failed) => (failed as Error).message });
    expect(screen.getByRole('alert')).toHaveTextContent('Try again shortly.');
  });

  it('leaves every failure to the screen when it asks for no alert', () => {
    renderForm({ error: new ApiError({ status: 503, message: 'Try again shortly.' }) });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
