import { LANGUAGE_TOGGLE_MS } from '@app/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubClock } from '@/test/clock';
import { Hero } from './hero';

const ENGLISH_HEADLINE = 'Find a verified room, flat or hostel anywhere in Nepal';
const NEPALI_HEADLINE = 'नेपालभरि प्रमाणित कोठा, फ्ल्याट वा होस्टेल खोज्नुहोस्';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  stubClock();
});

describe('home hero', () => {
  it('alternates the headline and description between English and Nepali every 20 s', () => {
    render(<Hero />, { wrapper: MemoryRouter });
    const headline = () => screen.getByRole('heading', { level: 1 });
    const copy = () => headline().parentElement;

    expect(headline()).toHaveTextContent(ENGLISH_HEADLINE);
    expect(copy()).toHaveAttribute('aria-live', 'polite');
    expect(copy()).toHaveAttribute('lang', 'en');
    expect(copy()).toHaveTextContent('zero-charge (free) for students');

    advance(LANGUAGE_TOGGLE_MS - 1);
    expect(headline()).toHaveTextContent(ENGLISH_HEADLINE);

    advance(1);
    expect(headline()).toHaveTextContent(NEPALI_HEADLINE);
    expect(copy()).toHaveAttribute('lang', 'ne');
    expect(copy()).toHaveTextContent('विद्यार्थीका लागि यो सेवा पूर्ण रूपमा निःशुल्क छ');

    advance(LANGUAGE_TOGGLE_MS);
    expect(headline()).toHaveTextContent(ENGLISH_HEADLINE);
  });

  it('alternates independently of the UI language: the buttons stay in English', () => {
    render(<Hero />, { wrapper: MemoryRouter });
    advance(LANGUAGE_TOGGLE_MS);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NEPALI_HEADLINE);
    expect(screen.getByRole('link', { name: 'Be a Gharbeti' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('links the three buttons and Add Hostel to their screens', () => {
    render(<Hero />, { wrapper: MemoryRouter });

    expect(screen.getByRole('link', { name: 'Be a Gharbeti' })).toHaveAttribute('href', '/gharbeti');
    expect(screen.getByRole('link', { name: 'Find Hostel' })).toHaveAttribute('href', '/bhada/hostel');
    expect(screen.getByRole('link', { name: 'Get Ghar Bhada' })).toHaveAttribute('href', '/bhada/bhada');
    expect(screen.getByRole('link', { name: 'Add Hostel' })).toHaveAttribute('href', '/hostel');
    expect(screen.getByText('Zero charge for students')).toBeInTheDocument();
  });
});
