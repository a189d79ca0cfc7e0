import { TRUST_CODES } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  callsTo,
  deferred,
  failure,
  jsonBodyOf,
  jsonResponse,
  ok,
  stubApi,
  type Handler,
} from '@/test/api-stub';
import { makeProperty } from '@/test/factories';
import { renderApp, renderRoutes } from '@/test/render';
import { ReportListing } from './report-listing';

const LISTING_ID = '2b7e1c4d-9a3f-4e5b-8c6d-1f2a3b4c5d6e';
const REPORT_URL = `/api/reports/${LISTING_ID}`;

const thanks = () =>
  jsonResponse(
    ok(undefined, 'Thank you. Our team will look at this listing.', { messageCode: TRUST_CODES.report.sent }),
    201,
  );

function renderReport(answer: Handler = thanks) {
  const fetchMock = stubApi({ [`POST ${REPORT_URL}`]: answer });
  const view = renderRoutes([{ path: '/', element: <ReportListing listingId={LISTING_ID} /> }]);
  return { ...view, fetchMock };
}

const toggle = () => screen.getByRole('button', { name: 'Report this listing' });
const reason = (name: string) => screen.getByRole('radio', { name });
const details = () => screen.getByRole('textbox', { name: 'Details' });
const send = () => screen.getByRole('button', { name: 'Send report' });

async function openForm(user: ReturnType<typeof renderReport>['user']) {
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  // The form comes with its own chunk (validation and all), loaded on the first opening.
  await screen.findByRole('group', { name: 'What is wrong?' });
}

describe('Report this listing', () => {
  it('is a closed disclosure until asked; Cancel closes it back to its button, keeping what was typed', async () => {
    const { user } = renderReport();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'What is wrong?' })).not.toBeInTheDocument();

    await openForm(user);
    const reasons = screen.getByRole('group', { name: 'What is wrong?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Already rented',
      'Wrong price',
      "Photos don't match",
      'Asked for advance payment',
      'Fake or scam',
      'Other',
    ]);
    expect(details()).toHaveAccessibleDescription('Required for “Other”. At most 1000 characters.');

    await user.click(reason('Wrong price'));
    await user.type(details(), 'Rs. 9,000, not 6,000.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    // Opened again, it still has what was typed.
    await user.click(toggle());
    expect(reason('Wrong price')).toBeChecked();
    expect(details()).toHaveValue('Rs. 9,000, not 6,000.');
  });

  it('asks for a reason before sending anything', async () => {
    const { user, fetchMock } = renderReport();
    await openForm(user);
    await user.click(send());

    const group = screen.getByRole('group', { name: 'What is wrong?' });
    expect(group).toHaveAccessibleDescription('Please choose what is wrong with this listing.');
    expect(reason('Already rented')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('"Other" needs details, and at most 1000 characters of them (the server\'s schema)', async () => {
    const { user, fetchMock } = renderReport();
    await openForm(user);
    await user.click(reason('Other'));
    await user.click(send());
    expect(details()).toHaveAccessibleDescription(
      'Required for “Other”. At most 1000 characters. Please tell us what is wrong.',
    );
    expect(details()).toHaveAttribute('aria-invalid', 'true');
    expect(details()).toHaveFocus();

    await user.click(details());
    await user.paste('x'.repeat(1001));
    await user.click(send());
    expect(details()).toHaveAccessibleDescription(
      'Required for “Other”. At most 1000 characters. Details can be at most 1000 characters.',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(details());
    await user.type(details(), 'The photos are of another building.');
    await user.click(send());
    await screen.findByText('Thank you. Our team will look at this listing.');
    expect(jsonBodyOf(callsTo(fetchMock, REPORT_URL)[0])).toEqual({
      reason: 'other',
      details: 'The photos are of another building.',
    });
  });

  it('sends the reason (no login needed) and puts the thanks, focused, in place of the form', async () => {
    const answer = deferred<void>();
    const { user, fetchMock } = renderReport(async () => {
      await answer.promise;
      return thanks();
    });
    await openForm(user);
    await user.click(reason('Asked for advance payment'));
    await user.click(send());

    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(callsTo(fetchMock, REPORT_URL)).toHaveLength(1);
    expect(callsTo(fetchMock, REPORT_URL)[0]?.method).toBe('POST');
    expect(jsonBodyOf(callsTo(fetchMock, REPORT_URL)[0])).toEqual({ reason: 'advance_payment' });

    answer.resolve();
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('Thank you. Our team will look at this listing.');
    expect(outcome).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
  });

  it('a second report from the same address (409) says it was already reported', async () => {
    const { user } = renderReport(() =>
      jsonResponse(
        failure('You have already reported this listing. Our team will look at it.', {
          messageCode: TRUST_CODES.report.alreadySent,
          code: 'CONFLICT',
        }),
        409,
      ),
    );
    await openForm(user);
    await user.click(reason('Already rented'));
    await user.click(send());

    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent('You have already reported this listing. Our team will look at it.');
    expect(outcome).toHaveFocus();
  });

  it('too many reports (429) says so and keeps everything typed for later', async () => {
    let attempts = 0;
    const { user, fetchMock } = renderReport(() =>
      ++attempts === 1
        ? jsonResponse(
            failure('Too many attempts. Please wait 42 minutes and try again.', {
              messageCode: 'common.rateLimited.minutes',
              messageParams: { minutes: 42 },
              code: 'RATE_LIMITED',
            }),
            429,
          )
        : thanks(),
    );
    await openForm(user);
    await user.click(reason('Fake or scam'));
    await user.type(details(), 'Nobody answers at this address.');
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 42 minutes and try again.',
    );
    expect(reason('Fake or scam')).toBeChecked();
    expect(details()).toHaveValue('Nobody answers at this address.');

    await user.click(send());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Our team will look at this listing.',
    );
    expect(callsTo(fetchMock, REPORT_URL)).toHaveLength(2);
  });

  it("shows the server's field errors under their fields, and a lost connection as such", async () => {
    let attempts = 0;
    const { user } = renderReport(() => {
      if (++attempts === 2) return Promise.reject(new TypeError('Failed to fetch'));
      return jsonResponse(
        failure('Please check the highlighted fields.', {
          code: 'VALIDATION',
          errors: { reason: 'Reason: sent as text only', details: 'Please tell us what is wrong.' },
          errorCodes: { details: TRUST_CODES.report.detailsRequired },
        }),
        400,
      );
    });
    await openForm(user);
    await user.click(reason('Wrong price'));
    await user.click(send());

    await waitFor(() =>
      expect(details()).toHaveAccessibleDescription(
        'Required for “Other”. At most 1000 characters. Please tell us what is wrong.',
      ),
    );
    expect(screen.getByRole('group', { name: 'What is wrong?' })).toHaveAccessibleDescription(
      'Reason: sent as text only',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');

    await user.click(send());
    expect(await screen.findByText('Could not send your report. Please try again.')).toBeInTheDocument();
    expect(reason('Wrong price')).toBeChecked();
  });

  it('speaks Nepali, the server’s thanks included (by its code)', async () => {
    await i18n.changeLanguage('ne');
    try {
      const { user } = renderReport();
      await user.click(screen.getByRole('button', { name: 'यो सूची रिपोर्ट गर्नुहोस्' }));
      await user.click(screen.getByRole('radio', { name: 'अग्रिम भुक्तानी मागियो' }));
      await user.click(screen.getByRole('button', { name: 'रिपोर्ट पठाउनुहोस्' }));
      expect(await screen.findByRole('status')).toHaveTextContent('धन्यवाद। हाम्रो टोलीले यो सूची हेर्नेछ।');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('ends the listing overlay of search, for a visitor', { timeout: 20_000 }, async () => {
    const listing = makeProperty({ _id: LISTING_ID, name: 'Thapa Niwas', verified: true });
    const fetchMock = stubApi({
      'GET /api/landlords/verified/by-address': () =>
        jsonResponse({ ...ok([]), meta: { total: 0, page: 1, limit: 20, totalCapped: false } }),
      [`GET /api/landlords/${LISTING_ID}`]: () => jsonResponse(ok(listing)),
      [`POST ${REPORT_URL}`]: thanks,
    });
    const { user } = renderApp(`/bhada/bhada?listing=${LISTING_ID}`);
    const dialog = within(await screen.findByRole('dialog', { name: 'Thapa Niwas' }));

    await user.click(await dialog.findByRole('button', { name: 'Report this listing' }));
    await user.click(dialog.getByRole('radio', { name: 'Asked for advance payment' }));
    await user.click(dialog.getByRole('button', { name: 'Send report' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Thank you. Our team will look at this listing.',
    );
    expect(jsonBodyOf(callsTo(fetchMock, REPORT_URL)[0])).toEqual({ reason: 'advance_payment' });
  });
});
