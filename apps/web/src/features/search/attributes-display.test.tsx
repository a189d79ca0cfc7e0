import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel, makeListedProperty } from '@/test/factories';
import { card } from '@/test/queries';
import { renderApp } from '@/test/render';

const HOSTELS = '/api/hostels/by-address';
const PROPERTIES = '/api/landlords/verified/by-address';

async function renderResults(path: string, listings: Parameters<typeof searchPage>[0]) {
  const endpoint = path.startsWith('/bhada/hostel') ? HOSTELS : PROPERTIES;
  stubApi({ [`GET ${endpoint}`]: () => searchPage(listings) });
  const view = renderApp(path);
  await screen.findAllByRole('heading', { level: 3 });
  return view;
}

const tagsOf = (name: string) =>
  within(within(card(name)).getByRole('list', { name: 'Features' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function openOverlay(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByRole('link', { name }));
  const dialog = within(await screen.findByRole('dialog', { name }));
  const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;
  return { dialog, fact };
}

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('listing attributes on cards and in the overlay', { timeout: 20_000 }, () => {
  it('a hostel card says who it is for, its meals and two amenities, counting the rest', async () => {
    await renderResults('/bhada/hostel?location=pokhara', [
      makeListedHostel({
        name: 'Annapurna Girls',
        gender: 'girls',
        meals: 'all',
        amenities: ['wifi', 'hot_water', 'study_table', 'cctv'],
      }),
      makeListedHostel({ name: 'Quiet Boys', gender: 'boys', meals: null, amenities: ['laundry'] }),
      makeListedHostel({ name: 'Old Listing' }),
    ]);
    expect(tagsOf('Annapurna Girls')).toEqual(['Girls only', 'All meals', 'Wi-Fi', 'Hot water', '+2 more']);
    expect(tagsOf('Quiet Boys')).toEqual(['Boys only', 'Laundry']);
    // Listed before attributes existed: no empty list.
    expect(within(card('Old Listing')).queryByRole('list', { name: 'Features' })).not.toBeInTheDocument();
  });

  it('a property card says its kind and whether it is furnished', async () => {
    await renderResults('/bhada/bhada?location=pokhara', [
      makeListedProperty({ name: 'Sharma Niwas', propertyType: 'flat', furnished: false, parking: true }),
      makeListedProperty({ name: 'Bare Room', propertyType: 'room', furnished: null }),
    ]);
    expect(tagsOf('Sharma Niwas')).toEqual(['Flat', 'Not furnished']);
    expect(tagsOf('Bare Room')).toEqual(['Room']);
  });

  it('the overlay shows every hostel attribute, “Not stated” where the owner has not said', async () => {
    const { user } = await renderResults('/bhada/hostel?location=pokhara', [
      makeListedHostel({
        name: 'Annapurna Girls',
        gender: 'girls',
        meals: null,
        amenities: ['wifi', 'laundry', 'cctv'],
      }),
    ]);
    const { dialog, fact } = await openOverlay(user, 'Annapurna Girls');
    expect(dialog.getByRole('heading', { level: 3, name: 'Features' })).toBeInTheDocument();
    expect(fact('Who it is for')).toHaveTextContent('Girls only');
    expect(fact('Meals')).toHaveTextContent('Not stated');
    expect(
      within(fact('Amenities') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wi-Fi', 'Laundry', 'CCTV']);
  });

  it('the overlay shows every property attribute, the ground floor by name', async () => {
    const { user } = await renderResults('/bhada/bhada?location=pokhara', [
      makeListedProperty({
        name: 'Sharma Niwas',
        propertyType: 'commercial',
        furnished: true,
        parking: false,
        water: 'tanker',
        floor: 0,
      }),
    ]);
    const { fact } = await openOverlay(user, 'Sharma Niwas');
    expect(fact('Kind of place')).toHaveTextContent('Shutter / commercial');
    expect(fact('Furniture')).toHaveTextContent('Furnished');
    expect(fact('Parking')).toHaveTextContent('No');
    expect(fact('Water supply')).toHaveTextContent('Tanker water only');
    expect(fact('Floor')).toHaveTextContent('Ground floor');
  });

  it('has no features section for a listing that states none', async () => {
    const { user } = await renderResults('/bhada/bhada?location=pokhara', [
      makeListedProperty({ name: 'Sharma Niwas' }),
    ]);
    const { dialog } = await openOverlay(user, 'Sharma Niwas');
    expect(dialog.queryByRole('heading', { name: 'Features' })).not.toBeInTheDocument();
  });

  it('in Nepali, with Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    const { user } = await renderResults('/bhada/bhada?location=pokhara', [
      makeListedProperty({
        name: 'Sharma Niwas',
        propertyType: 'house',
        furnished: true,
        parking: false,
        floor: 3,
      }),
    ]);
    expect(
      within(within(card('Sharma Niwas')).getByRole('list', { name: 'विशेषताहरू' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['पूरै घर', 'फर्निचरसहित']);
    const { fact } = await openOverlay(user, 'Sharma Niwas');
    expect(fact('तल्ला')).toHaveTextContent('३ तल्ला');
    // A has / doesn't-have fact: पार्किङ: छैन, never होइन.
    expect(fact('पार्किङ')?.textContent).toBe('छैन');
    expect(fact('पानीको आपूर्ति')).toHaveTextContent('उल्लेख छैन');
  });
});
