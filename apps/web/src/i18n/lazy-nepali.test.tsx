import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '@/app/layout/language-switch';
import { afterCatalogues } from './after-catalogues';
import { applyStartLanguage, chooseLanguage, i18n, registerCatalogue } from './index';

// Each test registers a namespace of its own (the worker's i18n instance is shared across files).
let next = 0;
function fakeCatalogue(load: () => Promise<{ greeting: string }>) {
  const namespace = `lazyNepaliTest${next++}`;
  const loadNepali = vi.fn(load);
  registerCatalogue(namespace, { greeting: 'Hello' }, loadNepali);
  return { namespace, loadNepali };
}

function Greeting({ namespace }: { namespace: string }) {
  // A namespace the typed resources do not know: its t, untyped.
  const { t } = useTranslation(namespace as 'translation');
  const say = t as unknown as (key: string) => string;
  return <p>{say('greeting')}</p>;
}

describe('Nepali catalogues, loaded only when Nepali is the language', () => {
  beforeEach(() => {
    // The language cookie a previous test's choice left (jsdom keeps cookies between tests).
    document.cookie = 'lang=; Path=/; Max-Age=0';
  });

  it('an English visit never fetches a Nepali catalogue', async () => {
    const { namespace, loadNepali } = fakeCatalogue(async () => ({ greeting: 'नमस्ते' }));

    await applyStartLanguage();
    await afterCatalogues(async () => undefined)();
    render(<Greeting namespace={namespace} />);

    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(loadNepali).not.toHaveBeenCalled();
  });

  it('a Nepali visit has Nepali before its first render', async () => {
    localStorage.setItem('lang', 'ne');
    const { namespace, loadNepali } = fakeCatalogue(async () => ({ greeting: 'नमस्ते' }));

    await applyStartLanguage();
    render(<Greeting namespace={namespace} />);

    expect(loadNepali).toHaveBeenCalledOnce();
    expect(screen.getByText('नमस्ते')).toBeInTheDocument();
    expect(i18n.t('nav.login')).toBe('लगइन');
    expect(document.documentElement.lang).toBe('ne');
  });

  it('code that loads while Nepali is on renders once its Nepali catalogue is here', async () => {
    await chooseLanguage('ne');
    let namespace = '';
    const load = afterCatalogues(async () => {
      namespace = fakeCatalogue(async () => ({ greeting: 'नमस्ते' })).namespace;
    });

    await load();
    render(<Greeting namespace={namespace} />);

    expect(screen.getByText('नमस्ते')).toBeInTheDocument();
  });

  it("a Nepali visit waits for the catalogues of code that arrives while it switches (the first page's)", async () => {
    localStorage.setItem('lang', 'ne');
    let arriveFirst: (catalogue: { greeting: string }) => void = () => undefined;
    let arriveLater: (catalogue: { greeting: string }) => void = () => undefined;
    fakeCatalogue(() => new Promise((resolve) => (arriveFirst = resolve)));

    const started = applyStartLanguage();
    const { namespace, loadNepali } = fakeCatalogue(() => new Promise((resolve) => (arriveLater = resolve)));
    await act(async () => arriveFirst({ greeting: 'नमस्ते' }));
    arriveLater({ greeting: 'नमस्कार' });
    await started;
    render(<Greeting namespace={namespace} />);

    expect(loadNepali).toHaveBeenCalledOnce();
    expect(i18n.language).toBe('ne');
    expect(screen.getByText('नमस्कार')).toBeInTheDocument();
  });

  it('the switch loads Nepali, then switches: busy meanwhile, never half translated', async () => {
    let arrive: (catalogue: { greeting: string }) => void = () => undefined;
    const { namespace, loadNepali } = fakeCatalogue(() => new Promise((resolve) => (arrive = resolve)));
    render(
      <>
        <LanguageSwitch />
        <Greeting namespace={namespace} />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));

    expect(loadNepali).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'नेपाली…' })).toHaveAttribute('aria-busy', 'true');
    expect(i18n.language).toBe('en');
    expect(screen.getByText('Hello')).toBeInTheDocument();

    await act(async () => arrive({ greeting: 'नमस्ते' }));

    expect(await screen.findByRole('button', { name: 'English' })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('नमस्ते')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('ne');
  });

  it('a failed load keeps English and says so; trying again fetches again', async () => {
    const { namespace, loadNepali } = fakeCatalogue(async () => ({ greeting: 'नमस्ते' }));
    loadNepali.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    render(
      <>
        <LanguageSwitch />
        <Greeting namespace={namespace} />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Nepali did not load');
    expect(i18n.language).toBe('en');
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));

    expect(await screen.findByText('नमस्ते')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadNepali).toHaveBeenCalledTimes(2);
  });

  it('a Nepali visit whose catalogue fails starts in English and says so', async () => {
    localStorage.setItem('lang', 'ne');
    const { namespace, loadNepali } = fakeCatalogue(async () => ({ greeting: 'नमस्ते' }));
    loadNepali.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));

    await applyStartLanguage();
    render(
      <>
        <LanguageSwitch />
        <Greeting namespace={namespace} />
      </>,
    );

    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nepali did not load');

    await userEvent.click(screen.getByRole('button', { name: 'नेपाली' }));

    expect(await screen.findByText('नमस्ते')).toBeInTheDocument();
  });
});
