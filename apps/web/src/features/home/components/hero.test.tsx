import { LANGUAGE_TOGGLE_MS } from '@app/shared';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, requestsTo, searchPage, stubApi } from '@/test/api-stub';
import { chooseLanguage } from '@/i18n';
import { stubClock } from '@/test/clock';
import { currentParams, renderApp, setupUser } from '@/test/render';
import { Hero } from './hero';

const PLACES = [
  { formatted: 'Kirtipur, Kathmandu, Bagmati, Nepal', lat: 27.6787, lon: 85.2775, kind: 'locality' },
  { formatted: 'Tribhuvan University, Kirtipur', lat: 27.6818, lon: 85.2865, kind: 'campus' },
];

const ENGLISH = {
  badge: 'Zero charge for students',
  headline: 'Find a verified room, flat or hostel anywhere in Nepal',
  description: /^Every listing is checked by our team .* zero-charge \(free\) for students\.$/,
  hostel: 'Hostel',
  room: 'Room or flat',
  where: 'Place or college',
  placeholder: 'e.g. Kirtipur, Pulchowk, Lakeside',
  find: 'Find a hostel',
  links: ['Find Hostel', 'Find a place to rent', 'Be a Gharbeti', 'Add Hostel'],
  addHostelPrompt: 'Own a hostel?',
};

const NEPALI = {
  badge: 'विद्यार्थीका लागि निःशुल्क',
  headline: 'नेपालभरि प्रमाणित कोठा, फ्ल्याट वा होस्टेल खोज्नुहोस्',
  description: /^हरेक सूची .* विद्यार्थीका लागि यो सेवा पूर्ण रूपमा निःशुल्क छ।$/,
  hostel: 'होस्टेल',
  room: 'कोठा वा फ्ल्याट',
  where: 'ठाउँ वा कलेज',
  placeholder: 'जस्तै: कीर्तिपुर, पुल्चोक, लेकसाइड',
  find: 'होस्टेल खोज्नुहोस्',
  links: ['सबै होस्टेल हेर्नुहोस्', 'भाडामा बस्ने ठाउँ खोज्नुहोस्', 'घरकोठा भाडामा दिनुहोस्', 'होस्टेल थप्नुहोस्'],
  addHostelPrompt: 'तपाईंको होस्टेल छ?',
};

function hero(): HTMLElement {
  const section = document.querySelector<HTMLElement>('section.hero');
  if (!section) throw new Error('The hero is not on the page');
  return section;
}
const shownText = (element: HTMLElement) =>
  element.querySelector('.hero-text__shown')?.textContent ?? element.textContent;

/** Every word of the hero as it is shown (the invisible twins left out), one language or the other. */
function expectHeroIn(words: typeof ENGLISH, language: 'en' | 'ne') {
  const section = hero();
  expect(section).toHaveAttribute('lang', language);
  expect(within(section).getByRole('heading', { level: 1, name: words.headline })).toBeInTheDocument();
  const texts = [...section.querySelectorAll('.hero-text__shown')].map((text) => text.textContent);
  expect(texts).toEqual(
    expect.arrayContaining([words.badge, words.hostel, words.room, words.find, words.addHostelPrompt]),
  );
  expect(texts.some((text) => words.description.test(text ?? ''))).toBe(true);
  expect(within(section).getByRole('radio', { name: words.hostel })).toBeChecked();
  expect(within(section).getByRole('radio', { name: words.room })).toBeInTheDocument();
  const field = within(section).getByLabelText(words.where, { selector: 'input' });
  expect(field).toHaveAttribute('placeholder', words.placeholder);
  expect(within(section).getByRole('button', { name: words.find })).toBeInTheDocument();
  expect(within(section).getAllByRole('link').map(shownText)).toEqual(words.links);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderHero() {
  render(<Hero />, { wrapper: MemoryRouter });
}

// The suggesting place field is loaded when the field gets the focus: compiled once here, so a
// test on the fake clock does not wait on the compiler.
beforeAll(async () => {
  await import('./suggested-location');
});

describe('home hero: languages', () => {
  beforeEach(() => {
    stubClock();
  });

  it('switches all its words, badge to links, between English and Nepali together every 20 s', () => {
    renderHero();
    expectHeroIn(ENGLISH, 'en');

    advance(LANGUAGE_TOGGLE_MS - 1);
    expectHeroIn(ENGLISH, 'en');

    advance(1);
    expectHeroIn(NEPALI, 'ne');
    // The page around it keeps the UI's language.
    expect(document.documentElement.lang).toBe('en');

    advance(LANGUAGE_TOGGLE_MS);
    expectHeroIn(ENGLISH, 'en');
  });

  it('keeps what was typed, and leaves the focus where it is, when it switches', async () => {
    const user = setupUser();
    render(
      <>
        <Hero />
        <button type="button">Elsewhere</button>
      </>,
      { wrapper: MemoryRouter },
    );
    await user.click(screen.getByRole('textbox', { name: ENGLISH.where }));
    await user.type(await screen.findByRole('combobox', { name: ENGLISH.where }), 'Kirt');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);

    advance(LANGUAGE_TOGGLE_MS);

    expectHeroIn(NEPALI, 'ne');
    expect(screen.getByRole('combobox', { name: NEPALI.where })).toHaveValue('Kirt');
    expect(elsewhere).toHaveFocus();
  });

  it('holds still while the visitor is in it (focus inside), and a whole interval after', () => {
    renderHero();
    act(() => screen.getByRole('radio', { name: ENGLISH.room }).focus());

    advance(LANGUAGE_TOGGLE_MS * 3);
    expectHeroIn(ENGLISH, 'en');

    // From the Hostel / Room choice to the search button: still inside.
    act(() => screen.getByRole('button', { name: ENGLISH.find }).focus());
    advance(LANGUAGE_TOGGLE_MS);
    expectHeroIn(ENGLISH, 'en');

    act(() => (document.activeElement as HTMLElement).blur());
    advance(LANGUAGE_TOGGLE_MS - 1);
    expect(hero()).toHaveAttribute('lang', 'en');
    advance(1);
    expectHeroIn(NEPALI, 'ne');
  });

  it('does not switch for a visitor who asked for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderHero();

    advance(LANGUAGE_TOGGLE_MS * 3);

    expectHeroIn(ENGLISH, 'en');
  });

  it('starts again, for a whole interval, in the language the visitor chooses', async () => {
    renderHero();
    advance(LANGUAGE_TOGGLE_MS + LANGUAGE_TOGGLE_MS / 2);
    expect(hero()).toHaveAttribute('lang', 'ne');

    await act(() => chooseLanguage('ne'));

    expectHeroIn(NEPALI, 'ne');
    advance(LANGUAGE_TOGGLE_MS - 1);
    expectHeroIn(NEPALI, 'ne');
    advance(1);
    expectHeroIn(ENGLISH, 'en');
  });
});

describe('home hero: search', () => {
  // The search page is a lazy route: the first test to open it compiles it.
  const PAGE_LOAD = { timeout: 10_000 };

  function renderSearch() {
    const fetchMock = stubApi({
      'GET /api/geocode/autocomplete': () => jsonResponse(ok(PLACES)),
      'GET /api/hostels/by-address': () => searchPage([]),
      'GET /api/landlords/verified/by-address': () => searchPage([]),
    });
    const view = renderApp('/');
    return { ...view, fetchMock };
  }

  /** Types into the place field (its suggesting version loads when it is touched) and picks `name`. */
  async function pickPlace(user: ReturnType<typeof renderApp>['user'], typed: string, name: string) {
    await user.click(await screen.findByRole('textbox', { name: ENGLISH.where }));
    const field = await screen.findByRole('combobox', { name: ENGLISH.where });
    expect(field).toHaveFocus();
    await user.type(field, typed);
    await user.click(await screen.findByRole('option', { name }));
    expect(field).toHaveValue(name);
  }

  it('suggests Kirtipur for "Kirt", and Find a hostel opens the hostels near it', async () => {
    const { user, router, fetchMock } = renderSearch();

    await pickPlace(user, 'Kirt', PLACES[0]!.formatted);
    await user.click(screen.getByRole('button', { name: 'Find a hostel' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bhada/hostel'), PAGE_LOAD);
    expect(Object.fromEntries(currentParams(router))).toEqual({
      location: 'Kirtipur, Kathmandu, Bagmati, Nepal',
      lat: '27.6787',
      lon: '85.2775',
    });
    // The search page reads it as its own: it asks for the hostels around that point.
    await vi.waitFor(() => {
      const asked = requestsTo(fetchMock, '/api/hostels/by-address').find((url) =>
        url.searchParams.has('lat'),
      );
      expect(asked?.searchParams.get('lon')).toBe('85.2775');
    }, PAGE_LOAD);
  });

  it('Find a room opens the rooms search; a campus is searched nearest first', async () => {
    const { user, router } = renderSearch();

    await user.click(await screen.findByRole('radio', { name: 'Room or flat' }));
    await pickPlace(user, 'Kirt', PLACES[1]!.formatted);
    await user.click(screen.getByRole('button', { name: 'Find a room' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bhada/bhada'), PAGE_LOAD);
    expect(Object.fromEntries(currentParams(router))).toEqual({
      location: 'Tribhuvan University, Kirtipur',
      lat: '27.6818',
      lon: '85.2865',
      sort: 'nearest',
    });
  });

  it('searches typed text that matches no suggestion as text', async () => {
    const { user, router } = renderSearch();

    await user.type(await screen.findByRole('textbox', { name: ENGLISH.where }), 'Thamel');
    await user.keyboard('{Enter}');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bhada/hostel'), PAGE_LOAD);
    expect(router.state.location.search).toBe('?location=Thamel');
  });

  it('with nothing typed, opens the chosen kind’s search of all Nepal', async () => {
    const { user, router } = renderSearch();

    await user.click(await screen.findByRole('radio', { name: 'Room or flat' }));
    await user.click(screen.getByRole('button', { name: 'Find a room' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/bhada/bhada'), PAGE_LOAD);
    expect(router.state.location.search).toBe('');
  });

  it('keeps the specification’s three buttons and Add Hostel, with their targets', () => {
    renderHero();

    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Be a Gharbeti')).toHaveAttribute('href', '/gharbeti');
    expect(link('Find Hostel')).toHaveAttribute('href', '/bhada/hostel');
    expect(link('Find a place to rent')).toHaveAttribute('href', '/bhada/bhada');
    expect(link('Add Hostel')).toHaveAttribute('href', '/hostel');
    // The search's button is the one primary action.
    expect(screen.getByRole('button', { name: 'Find a hostel' })).toHaveClass('button--primary');
    expect(document.querySelectorAll('.hero .button--primary')).toHaveLength(1);
  });
});
