import { TRUST_CODES, type Report, type ReportAction } from '@app/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import {
  adminListApi,
  cardNames,
  failingFirst,
  pageButton,
  pageRequests,
  renderAdminPage,
} from '@/test/admin-list';
import { callsTo, deferred, failure, jsonResponse, ok, stubApi, type FetchMock } from '@/test/api-stub';
import { makeReport, makeUser } from '@/test/factories';
import { card, fact } from '@/test/queries';

const LIST_URL = '/api/reports';

const DECIDED: Record<ReportAction, { status: Report['status']; code: string; message: string }> = {
  dismiss: { status: 'dismissed', code: TRUST_CODES.report.dismissed, message: 'Report dismissed.' },
  hide: { status: 'hidden', code: TRUST_CODES.report.listingHidden, message: 'Listing hidden from tenants.' },
  sold: { status: 'sold', code: TRUST_CODES.report.listingSold, message: 'Listing marked as rented.' },
};

/**
 * A small stand-in for the reports API: open or decided reports, newest first, paged like the
 * server; hiding or selling a listing closes all its open reports, dismissing only the one.
 */
function reportsApi(reports: Report[]) {
  const all = [...reports];
  const decide = (id: string, action: ReportAction) => {
    const report = all.find((item) => item._id === id);
    if (!report) return jsonResponse(failure('Report not found'), 404);
    if (report.status !== 'open') {
      return jsonResponse(
        failure('This report has already been decided.', { messageCode: TRUST_CODES.report.alreadyDecided }),
        409,
      );
    }
    const { status, code, message } = DECIDED[action];
    const closing =
      action === 'dismiss' ? [report] : all.filter((item) => item.listing._id === report.listing._id);
    for (const item of closing) {
      if (item.status !== 'open') continue;
      Object.assign(item, { status, decidedAt: '2026-02-01T10:00:00.000Z' });
      item.listing = { ...item.listing, hidden: action === 'hide', sold: action === 'sold' };
    }
    return jsonResponse(ok(report, message, { messageCode: code }));
  };
  const handlers = adminListApi(LIST_URL, makeUser({ role: 'ADMIN' }), (query) =>
    query.get('status') === 'decided'
      ? all.filter((r) => r.status !== 'open')
      : all.filter((r) => r.status === 'open'),
  );
  for (const { _id } of all) {
    for (const action of ['dismiss', 'hide', 'sold'] as const) {
      handlers[`PUT /api/reports/${_id}/${action}`] = () => decide(_id, action);
    }
  }
  return { handlers, decide };
}

const listRequests = (fetchMock: FetchMock) => pageRequests(fetchMock, LIST_URL);
const renderQueue = (path: string = paths.reports()) => renderAdminPage(path);

const many = (count: number) => Array.from({ length: count }, (_, i) => makeReport(i + 1));

describe("admin's reports queue (/reports)", { timeout: 20_000 }, () => {
  it('lists open reports newest first, each with its listing, what was said and where the listing stands', async () => {
    const fetchMock = stubApi(
      reportsApi([
        makeReport(1, { listing: { openReports: 3, heldByReports: true } }),
        makeReport(2, { reason: 'other', details: null }),
      ]).handlers,
    );
    await renderQueue();

    expect(screen.getByRole('heading', { level: 2, name: 'Reported listings' })).toBeInTheDocument();
    expect(await screen.findByText('2 open reports')).toBeInTheDocument();
    // What holds a listing: logged-in reporters on three networks, never anonymous reports alone.
    expect(
      screen.getByText(/held from search while logged-in visitors on three different networks/),
    ).toBeInTheDocument();
    expect(listRequests(fetchMock)).toEqual([`${LIST_URL}?status=open&page=1&limit=20`]);
    expect(cardNames()).toEqual(['Listing 1', 'Listing 2']);

    const first = card('Listing 1');
    expect(within(first).getByRole('link', { name: 'Listing 1' })).toHaveAttribute(
      'href',
      `/bhada/hostel?listing=${makeReport(1).listing._id}`,
    );
    expect(within(card('Listing 2')).getByRole('link', { name: 'Listing 2' })).toHaveAttribute(
      'href',
      `/bhada/bhada?listing=${makeReport(2).listing._id}`,
    );
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('Reported 30 Jan 2026')).toBeInTheDocument();
    expect(fact(first, 'Reason')).toHaveTextContent('Asked for advance payment');
    expect(fact(first, 'Location')).toHaveTextContent('Ward 1, Lalitpur');
    expect(fact(first, 'Verification')).toHaveTextContent('Visited and measured on 10 Jan 2026');
    expect(fact(first, 'Details')).toHaveTextContent('The owner asked for Rs. 5,000 before showing room 1.');
    expect(fact(first, 'Open reports on this listing')).toHaveTextContent('3');
    expect(fact(first, 'Listing')).toHaveTextContent('Hostel Held from search');

    const second = card('Listing 2');
    expect(fact(second, 'Reason')).toHaveTextContent('Other');
    expect(fact(second, 'Details')).toHaveTextContent('None given');
    expect(fact(second, 'Listing')).toHaveTextContent('Room or flat In search');
    expect(within(second).getByRole('group', { name: 'Decide this report' })).toBeInTheDocument();
  });

  it('pages by 20 with page numbers, and Decided shows the decided ones from their page 1', async () => {
    const reports = many(45);
    for (const n of [2, 5]) {
      Object.assign(reports[n - 1] ?? {}, { status: 'dismissed', decidedAt: '2026-02-01T10:00:00.000Z' });
    }
    const fetchMock = stubApi(reportsApi(reports).handlers);
    const { user, router } = await renderQueue();
    expect(await screen.findByText('43 open reports')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(pageButton(1)).toHaveAttribute('aria-current', 'page');

    await user.click(pageButton(3));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Listing 43', 'Listing 44', 'Listing 45']);
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('heading', { level: 2, name: 'Reported listings' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decided' }));
    expect(await screen.findByText('2 decided reports')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decided' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('?status=decided');
    expect(cardNames()).toEqual(['Listing 2', 'Listing 5']);
    const decided = card('Listing 2');
    expect(within(decided).getByText('Dismissed')).toBeInTheDocument();
    expect(within(decided).getByText('Decided 1 Feb 2026')).toBeInTheDocument();
    expect(within(decided).queryByRole('button')).not.toBeInTheDocument();
    expect(listRequests(fetchMock)).toEqual([
      `${LIST_URL}?status=open&page=1&limit=20`,
      `${LIST_URL}?status=open&page=3&limit=20`,
      `${LIST_URL}?status=open&page=2&limit=20`,
      `${LIST_URL}?status=decided&page=1&limit=20`,
    ]);

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('Hide listing sends PUT /reports/{id}/hide, says the server’s message and reads the queue again', async () => {
    const sameListing = { _id: makeReport(1).listing._id, name: 'Listing 1', openReports: 2 };
    const server = reportsApi([
      makeReport(1, { listing: sameListing }),
      makeReport(2),
      makeReport(3, { listing: { ...sameListing, kind: 'hostel' } }),
    ]);
    const answer = deferred<void>();
    server.handlers[`PUT /api/reports/${makeReport(1)._id}/hide`] = async () => {
      await answer.promise;
      return server.decide(makeReport(1)._id, 'hide');
    };
    const fetchMock = stubApi(server.handlers);
    const { user } = await renderQueue();
    await screen.findByText('3 open reports');

    const first = screen.getAllByRole('article')[0] as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Hide listing' }));
    const busy = within(first).getByRole('button', { name: 'Hiding…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(within(first).getByRole('button', { name: 'Dismiss' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(callsTo(fetchMock, `/api/reports/${makeReport(1)._id}/hide`)).toHaveLength(1);
    expect(callsTo(fetchMock, `/api/reports/${makeReport(1)._id}/hide`)[0]?.method).toBe('PUT');

    answer.resolve();
    expect(await screen.findByText('Listing hidden from tenants.')).toBeInTheDocument();
    // Both reports of the hidden listing closed; the other listing's report stays.
    expect(await screen.findByText('1 open report')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Listing 2']);
    expect(screen.getByRole('heading', { name: 'Listing 2' })).toHaveFocus();
    expect(listRequests(fetchMock)).toHaveLength(2);
  });

  it.each([
    ['Dismiss', 'dismiss', 'Report dismissed.'],
    ['Mark rented', 'sold', 'Listing marked as rented.'],
  ] as const)('%s sends PUT /reports/{id}/%s and says “%s”', async (button, action, message) => {
    const server = reportsApi(many(2));
    const fetchMock = stubApi(server.handlers);
    const { user } = await renderQueue();
    await screen.findByText('2 open reports');

    await user.click(within(card('Listing 2')).getByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/reports/${makeReport(2)._id}/${action}`)[0]?.method).toBe('PUT');
    await waitFor(() => expect(cardNames()).toEqual(['Listing 1']));
    expect(screen.getByRole('heading', { name: 'Listing 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Decided' }));
    const decided = await screen.findByRole('article', { name: 'Listing 2' });
    expect(within(decided).getByText(action === 'sold' ? 'Marked rented' : 'Dismissed')).toBeInTheDocument();
  });

  it('a refusal (already decided, 409) is said on the card, which keeps its buttons', async () => {
    const server = reportsApi(many(2));
    // Another admin decided it meanwhile: the queue on screen still shows it open.
    server.handlers[`PUT /api/reports/${makeReport(1)._id}/dismiss`] = () =>
      jsonResponse(
        failure('This report has already been decided.', { messageCode: TRUST_CODES.report.alreadyDecided }),
        409,
      );
    stubApi(server.handlers);
    const { user } = await renderQueue();
    await screen.findByText('2 open reports');

    await user.click(within(card('Listing 1')).getByRole('button', { name: 'Dismiss' }));
    expect(await within(card('Listing 1')).findByRole('alert')).toHaveTextContent(
      'This report has already been decided.',
    );
    expect(within(card('Listing 1')).getByRole('button', { name: 'Dismiss' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(within(card('Listing 2')).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('2 open reports')).toBeInTheDocument();
  });

  it('with nothing open says so, without page numbers', async () => {
    stubApi(reportsApi([]).handlers);
    await renderQueue();
    expect(
      await screen.findByText('No open reports. Nothing is waiting for a decision.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('a failed load says so with Retry', async () => {
    const server = reportsApi(many(1));
    server.handlers[`GET ${LIST_URL}`] = failingFirst(server.handlers[`GET ${LIST_URL}`]);
    stubApi(server.handlers);
    await renderQueue();

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load the reports. Please try again.');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 open report')).toBeInTheDocument();
  });
});
