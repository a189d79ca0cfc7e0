import { LOCATION_DEBOUNCE_MS } from '@app/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { jsonResponse, ok, requestsTo, stubApi } from '../test/api-stub';
import { passTime, stubClock } from '../test/clock';
import { createTestQueryClient, setupUser } from '../test/render';
import { LocationInput, type PickedCoordinate } from './location-input';

const PLACES = [
  { formatted: 'Kathmandu, Bagmati', formattedNe: 'काठमाडौं, बागमती', lat: 27.7172, lon: 85.324 },
  { formatted: 'Kathmandu Durbar Square, Kathmandu', lat: 27.7045, lon: 85.3073 },
  { formatted: 'Kathar, Chitwan', lat: 27.6, lon: 84.55 },
];

type OnChange = (text: string, coordinate: PickedCoordinate | null) => void;

function Harness({ onChange, onSubmit }: { onChange: OnChange; onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <LocationInput
        id="location"
        label="Location"
        value={value}
        onChange={(text, coordinate) => {
          setValue(text);
          onChange(text, coordinate);
        }}
      />
    </form>
  );
}

function renderInput() {
  const fetchMock = stubApi({ 'GET /api/geocode/autocomplete': () => jsonResponse(ok(PLACES)) });
  const onChange = vi.fn<OnChange>();
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <Harness onChange={onChange} onSubmit={onSubmit} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const user = setupUser();
  return { fetchMock, onChange, onSubmit, user, input: screen.getByRole('combobox', { name: 'Location' }) };
}

beforeEach(() => {
  stubClock();
});

describe('LocationInput', () => {
  it('shows the suggestions in Nepali where they have a Nepali name, and keeps the English text when one is chosen', async () => {
    await i18n.changeLanguage('ne');
    try {
      const { onChange, user, input } = renderInput();
      await user.type(input, 'Kath');
      await passTime(LOCATION_DEBOUNCE_MS);
      await passTime(0);
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'काठमाडौं, बागमती',
        'Kathmandu Durbar Square, Kathmandu',
        'Kathar, Chitwan',
      ]);
      await user.click(screen.getAllByRole('option')[0]!);
      expect(onChange).toHaveBeenLastCalledWith('Kathmandu, Bagmati', { lat: 27.7172, lon: 85.324 });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('suggests for text typed before it was on the page (typedBefore), without a keystroke', async () => {
    stubApi({ 'GET /api/geocode/autocomplete': () => jsonResponse(ok(PLACES)) });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createTestQueryClient()}>
          <LocationInput id="location" label="Location" value="Kath" onChange={vi.fn()} typedBefore="Kath" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await passTime(LOCATION_DEBOUNCE_MS);
    await passTime(0);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('marks the list busy while it still shows the places of an earlier pause, until the whole text is answered', async () => {
    const { user, input } = renderInput();
    await user.type(input, 'Kat');
    await passTime(LOCATION_DEBOUNCE_MS);
    await passTime(0);
    const list = screen.getByRole('listbox');
    expect(list).toHaveAttribute('aria-busy', 'false');

    await user.type(input, 'h');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await passTime(LOCATION_DEBOUNCE_MS);
    await passTime(0);
    expect(list).toHaveAttribute('aria-busy', 'false');
  });

  it('asks nothing for fewer than 2 characters', async () => {
    const { fetchMock, user, input } = renderInput();

    await user.type(input, 'K');
    await passTime(LOCATION_DEBOUNCE_MS * 3);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends one request 300 ms after the last keystroke, for the whole text', async () => {
    const { fetchMock, user, input } = renderInput();

    await user.type(input, 'Kath');
    await passTime(LOCATION_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();

    await passTime(1);
    await passTime(0);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = requestsTo(fetchMock, '/api/geocode/autocomplete');
    expect(url?.pathname).toBe('/api/geocode/autocomplete');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ q: 'Kath', scope: 'nepal', limit: '10' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      PLACES.map((place) => place.formatted),
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 places found');
  });

  it('moves through the suggestions with the arrow keys and chooses with Enter: text and coordinate', async () => {
    const { onChange, onSubmit, user, input } = renderInput();
    await user.type(input, 'Kath');
    await passTime(LOCATION_DEBOUNCE_MS);
    await passTime(0);
    const options = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);

    await user.keyboard('{ArrowUp}{Enter}');

    expect(input).toHaveValue('Kathmandu Durbar Square, Kathmandu');
    expect(onChange).toHaveBeenLastCalledWith('Kathmandu Durbar Square, Kathmandu', {
      lat: 27.7045,
      lon: 85.3073,
    });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // Choosing a place with Enter does not submit the form around the input.
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('drops the coordinate when the text is typed over, and closes on Escape', async () => {
    const { onChange, fetchMock, user, input } = renderInput();
    await user.type(input, 'Kath');
    await passTime(LOCATION_DEBOUNCE_MS);
    await passTime(0);

    await user.click(screen.getByRole('option', { name: 'Kathar, Chitwan' }));
    expect(onChange).toHaveBeenLastCalledWith('Kathar, Chitwan', { lat: 27.6, lon: 84.55 });

    await user.type(input, ' Bazar');
    expect(onChange).toHaveBeenLastCalledWith('Kathar, Chitwan Bazar', null);

    await passTime(LOCATION_DEBOUNCE_MS);
    await passTime(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('option')).toHaveLength(3);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
