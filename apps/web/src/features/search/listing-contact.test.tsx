import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { searchPage, stubApi } from '@/test/api-stub';
import { makeListedProperty } from '@/test/factories';
import { renderApp } from '@/test/render';

const PROPERTIES = '/api/landlords/verified/by-address';

async function openListing(overrides: Parameters<typeof makeListedProperty>[0] = {}) {
  const listing = makeListedProperty({ name: 'Sharma Niwas', ...overrides });
  stubApi({ [`GET ${PROPERTIES}`]: () => searchPage([listing]) });
  const view = renderApp('/bhada/bhada?location=pokhara');
  // The search page's chunk loads first: on a busy machine that takes longer than findBy's second.
  await view.user.click(await screen.findByRole('link', { name: listing.name }, { timeout: 5_000 }));
  const dialog = await screen.findByRole('dialog', { name: listing.name });
  return { ...view, dialog: within(dialog), listing };
}

const barOf = (dialog: Awaited<ReturnType<typeof openListing>>['dialog'], name = 'Apply or contact') =>
  within(dialog.getByRole('region', { name }));

/** The listing's public link, as the messages and Share send it. */
const linkOf = (id: string) => `${window.location.origin}/bhada/bhada?listing=${id}`;

/** Defines what navigator offers for sharing (the DOM setup removes it after each test). */
function stubNavigator(values: { share?: Navigator['share']; clipboard?: Pick<Clipboard, 'writeText'> }) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('listing contact bar', { timeout: 20_000 }, () => {
  it('always shows the price, Apply and Call; no WhatsApp or Viber when the owner listed neither', async () => {
    const { dialog, listing } = await openListing({ contactApps: [] });
    const bar = barOf(dialog);
    expect(bar.getByText('Rs. 1,50,000')).toBeInTheDocument();
    expect(bar.getByText('/ month')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/apply/${listing._id}?kind=property`,
    );
    const call = bar.getByRole('link', { name: 'Call 9801-234-567' });
    expect(call).toHaveAttribute('href', 'tel:9801234567');
    expect(call).toHaveTextContent('Call');
    expect(bar.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(bar.queryByRole('link', { name: /Viber/ })).not.toBeInTheDocument();
  });

  it('WhatsApp opens a chat with the international number and a message in both languages naming the listing, its place and link', async () => {
    const { dialog, listing } = await openListing({ contactApps: ['whatsapp'], Contact_no1: '980-123 4567' });
    const bar = barOf(dialog);
    const whatsapp = bar.getByRole('link', { name: 'Message on WhatsApp' });
    expect(whatsapp).toHaveTextContent('WhatsApp');
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/9779801234567');
    expect(href.searchParams.get('text')).toBe(
      [
        'Namaste! Is “Sharma Niwas” (Bagar, Pokhara) on Ghar Bhada still available?',
        'नमस्ते! घर भाडामा देखेको “Sharma Niwas” (Bagar, Pokhara) अझै खाली छ?',
        linkOf(listing._id),
      ].join('\n'),
    );
    // Encoded: the Nepali, the quotes and the link's own ? and = stay inside the text.
    expect(whatsapp.getAttribute('href')).not.toMatch(/[\s“ न]/);
    expect(bar.queryByRole('link', { name: /Viber/ })).not.toBeInTheDocument();
  });

  it('Viber opens a chat on +977… with the same message as a draft, in Nepali screens too', async () => {
    await i18n.changeLanguage('ne');
    const { dialog, listing } = await openListing({ contactApps: ['viber'] });
    const bar = barOf(dialog, 'आवेदन वा सम्पर्क');
    const viber = bar.getByRole('link', { name: 'Viber मा म्यासेज पठाउनुहोस्' });
    expect(viber).toHaveTextContent('Viber');
    const href = viber.getAttribute('href') ?? '';
    expect(href.startsWith('viber://chat?number=%2B9779801234567&draft=')).toBe(true);
    expect(new URLSearchParams(href.slice('viber://chat?'.length)).get('draft')).toBe(
      [
        'Namaste! Is “Sharma Niwas” (Bagar, Pokhara) on Ghar Bhada still available?',
        'नमस्ते! घर भाडामा देखेको “Sharma Niwas” (Bagar, Pokhara) अझै खाली छ?',
        linkOf(listing._id),
      ].join('\n'),
    );
    expect(bar.getByText('रु. १,५०,०००')).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'आवेदन दिनुहोस्' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: '9801-234-567 मा फोन गर्नुहोस्' })).toHaveTextContent('फोन गर्नुहोस्');
    expect(bar.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('both apps when the owner answers on both; a rented listing has no Apply and no chat, only Call', async () => {
    const open = await openListing({ contactApps: ['whatsapp', 'viber'] });
    const bar = barOf(open.dialog);
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Apply',
      'WhatsApp',
      'Viber',
      'Call',
    ]);
    open.unmount();

    const rented = await openListing({ contactApps: ['whatsapp', 'viber'], sold: true });
    const rentedBar = barOf(rented.dialog);
    expect(rentedBar.getByText('Rented')).toBeInTheDocument();
    expect(rentedBar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Call']);
  });
});

describe('sharing a listing', { timeout: 20_000 }, () => {
  it("opens the phone's share sheet with the listing's name and link", async () => {
    const share = vi.fn<Navigator['share']>().mockResolvedValue(undefined);
    const { dialog, listing, user } = await openListing();
    stubNavigator({ share });
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Sharma Niwas',
      text: 'Sharma Niwas, Bagar, Pokhara, on Ghar Bhada',
      url: linkOf(listing._id),
    });
    expect(dialog.queryByText(/Link copied/)).not.toBeInTheDocument();
  });

  it('says nothing when the share sheet is closed without sharing', async () => {
    const share = vi
      .fn<Navigator['share']>()
      .mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = vi.fn<Clipboard['writeText']>().mockResolvedValue(undefined);
    const { dialog, user } = await openListing();
    stubNavigator({ share, clipboard: { writeText } });
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(dialog.queryByText(/Link copied/)).not.toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('copies the link where there is no share sheet, or shows it to copy by hand', async () => {
    const writeText = vi.fn<Clipboard['writeText']>().mockResolvedValue(undefined);
    const { dialog, listing, user } = await openListing();
    stubNavigator({ clipboard: { writeText } });
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(linkOf(listing._id));
    expect(await dialog.findByText('Link copied. Paste it in a chat to share it.')).toBeInTheDocument();

    stubNavigator({
      clipboard: { writeText: vi.fn<Clipboard['writeText']>().mockRejectedValue(new Error('denied')) },
    });
    await user.click(dialog.getByRole('button', { name: 'Share' }));
    const link = await dialog.findByRole<HTMLInputElement>('textbox', {
      name: 'Copy this link to share it:',
    });
    expect(link).toHaveValue(linkOf(listing._id));
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, linkOf(listing._id).length]);
  });
});
