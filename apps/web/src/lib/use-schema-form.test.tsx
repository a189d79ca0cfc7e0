import { act, renderHook } from '@testing-library/react';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { useSchemaForm } from './use-schema-form';

const Schema = z.object({ name: z.string().min(1, 'name.required'), phone: z.string() });

/** A 400 naming the form's fields, one by code and one by text only, and a field the form lacks. */
const refused = new ApiError({
  status: 400,
  message: 'Please check the form.',
  fieldErrors: { name: 'Name is required.', phone: 'Phone looks wrong.', email: 'Email is taken.' },
  fieldErrorCodes: { name: 'common.nameRequired' },
});

type Form = ReturnType<typeof useSchemaForm<z.input<typeof Schema>, z.output<typeof Schema>>>;

// Read from the form's state itself: formState is a proxy that re-renders only what a render read.
const errorOf = (form: Form, name: 'name' | 'phone') => form.getFieldState(name).error?.message;
const errorsOf = (form: Form) => [errorOf(form, 'name'), errorOf(form, 'phone')];

function renderForm() {
  return renderHook(() => useSchemaForm(Schema, { name: '', phone: '' }));
}

describe('useSchemaForm', () => {
  it('puts a refused request’s field errors on the form’s fields: the code where sent, else the text', () => {
    const { result } = renderForm();
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(refused);
    });
    expect(shown).toBe(true);
    expect(errorOf(result.current, 'name')).toBe('common.nameRequired');
    expect(errorOf(result.current, 'phone')).toBe('Phone looks wrong.');
    expect(result.current.serverErrors(refused)).toEqual([
      ['name', 'common.nameRequired'],
      ['phone', 'Phone looks wrong.'],
    ]);
  });

  it('leaves fields the form does not have to the caller, and says when none of its own got one', () => {
    const { result } = renderForm();
    const elsewhere = new ApiError({
      status: 400,
      message: 'No.',
      fieldErrors: { email: 'Email is taken.' },
    });
    let shown = true;
    act(() => {
      shown = result.current.showServerErrors(elsewhere);
    });
    expect(shown).toBe(false);
    expect(errorsOf(result.current)).toEqual([undefined, undefined]);
    expect(result.current.serverErrors(elsewhere)).toEqual([]);
  });

  it('returns false for anything but an ApiError, and sets nothing', () => {
    const { result } = renderForm();
    for (const error of [new Error('Network down'), { fieldErrors: { name: 'x' } }, undefined, null]) {
      let shown = true;
      act(() => {
        shown = result.current.showServerErrors(error);
      });
      expect(shown).toBe(false);
      expect(result.current.serverErrors(error)).toEqual([]);
    }
    expect(errorsOf(result.current)).toEqual([undefined, undefined]);
  });

  it('counts a field with no value yet (a key with undefined) as one of the form’s', () => {
    const { result } = renderHook(() =>
      useSchemaForm(z.object({ reason: z.enum(['scam', 'other']).optional() }), { reason: undefined }),
    );
    const error = new ApiError({ status: 400, message: 'No.', fieldErrorCodes: { reason: 'report.reason' } });
    act(() => void result.current.showServerErrors(error));
    expect(result.current.getFieldState('reason').error?.message).toBe('report.reason');
  });

  it('checks with the schema, through the wrapper given', async () => {
    const wrapped = vi.fn<(values: unknown) => void>();
    const { result } = renderHook(() =>
      useSchemaForm(
        Schema,
        { name: '', phone: '' },
        {
          wrapResolver:
            (resolver): Resolver<z.input<typeof Schema>, unknown, z.output<typeof Schema>> =>
            (values, context, options) => {
              wrapped(values);
              return resolver(values, context, options);
            },
        },
      ),
    );
    const onValid = vi.fn();
    await act(() => result.current.handleSubmit(onValid)());
    expect(wrapped).toHaveBeenCalledWith({ name: '', phone: '' });
    expect(onValid).not.toHaveBeenCalled();
    expect(errorOf(result.current, 'name')).toBe('name.required');
  });
});
