import type { Freelancer } from '@app/shared';
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
import { passTime, stubClock } from '@/test/clock';
import { makeFreelancer, makeUser } from '@/test/factories';
import { card, fact, queryCard } from '@/test/queries';

const LIST_URL = '/api/freelance/unverified';

/** A small stand-in for the freelance API: pages and searches like the server; decisions take rows off. */
function freelancersApi(count: number) {
  const pending: Freelancer[] = Array.from({ length: count }, (_, i) => makeFreelancer(i + 1));
  const decide = (id: string) => {
    const index = pending.findIndex((item) => item._id === id);
    if (index === -1) return jsonResponse(failure('Freelancer sign-up not found'), 404);
    pending.splice(index, 1);
    return jsonResponse(ok(undefined, 'Done.'));
  };
  const handlers = adminListApi(LIST_URL, makeUser({ role: 'ADMIN' }), (query) => {
    const q = (query.get('q') ?? '').toLowerCase();
    return pending.filter((item) =>
      [item.name, item.email, item.location].some((text) => text.toLowerCase().includes(q)),
    );
  });
  for (const { _id } of [...pending]) {
    handlers[`PUT /api/freelance/verify/${_id}`] = () => decide(_id);
    handlers[`DELETE /api/freelance/delete/${_id}`] = () => decide(_id);
  }
  return { handlers, decide, idOf: (n: number) => makeFreelancer(n)._id };
}

const listRequests = (fetchMock: FetchMock) => pageRequests(fetchMock, LIST_URL);
const renderList = (path: string = paths.listFreelancer()) => renderAdminPage(path);

describe('admin list of freelancer sign-ups (/list-freelancer)', () => {
  it('shows the pending count and 5 cards with the Unverified badge and contact links', async () => {
    const fetchMock = stubApi(freelancersApi(7).handlers);
    await renderList();

    expect(screen.getByRole('heading', { level: 2, name: 'Freelancer sign-ups' })).toBeInTheDocument();
    expect(await screen.findByText('7 pending sign-ups')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(listRequests(fetchMock)).toEqual([`${LIST_URL}?page=1&limit=5`]);

    const first = card('Freelancer 1');
    expect(within(first).getByText('Unverified')).toBeInTheDocument();
    expect(within(first).getByText('Signed up 30 Jan 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'freelancer1@example.com' })).toHaveAttribute(
      'href',
      'mailto:freelancer1@example.com',
    );
    expect(within(first).getByRole('link', { name: '9812-345-678' })).toHaveAttribute(
      'href',
      'tel:9812345678',
    );
    expect(fact(first, 'Location')).toHaveTextContent('Ward 1, Lalitpur');
    expect(fact(first, 'Message')).toHaveTextContent('I have a DSLR and know ward 1 well.');
    // No message, no empty label.
    expect(within(card('Freelancer 2')).queryByText('Message', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('searches 300 ms after typing stops, sends q, starts again at page 1, and Back undoes it', async () => {
    const fetchMock = stubApi(freelancersApi(12).handlers);
    const { router, user } = await renderList(`${paths.listFreelancer()}?page=2`);
    await screen.findByText('Page 2 of 3');

    stubClock();
    await user.type(screen.getByRole('searchbox', { name: 'Search sign-ups' }), 'Ward 1');
    await passTime(299);
    expect(listRequests(fetchMock)).toHaveLength(1);

    await passTime(1);
    expect(await screen.findByText('4 pending sign-ups match “Ward 1”')).toBeInTheDocument();
    expect(listRequests(fetchMock).slice(1)).toEqual([`${LIST_URL}?page=1&limit=5&q=Ward+1`]);
    expect(router.state.location.search).toBe('?q=Ward+1');
    expect(cardNames()).toEqual(['Freelancer 1', 'Freelancer 10', 'Freelancer 11', 'Freelancer 12']);

    // Back undoes the search: the page before it, and the box says so too.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search sign-ups' })).toHaveValue('');
  });

  it('Next, a page number and Previous ask for their page; the current one is marked; Back works', async () => {
    const fetchMock = stubApi(freelancersApi(12).handlers);
    const { user, router } = await renderList();
    await screen.findByText('Page 1 of 3');
    expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'Freelancer 6',
      'Freelancer 7',
      'Freelancer 8',
      'Freelancer 9',
      'Freelancer 10',
    ]);
    expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
    expect(pageButton(1)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: 'Freelancer sign-ups' })).toHaveFocus();

    await user.click(pageButton(3));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Freelancer 11', 'Freelancer 12']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(listRequests(fetchMock)).toEqual([
      `${LIST_URL}?page=1&limit=5`,
      `${LIST_URL}?page=2&limit=5`,
      `${LIST_URL}?page=3&limit=5`,
      `${LIST_URL}?page=2&limit=5`,
    ]);

    await act(() => router.navigate(-1));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it('Approve sends PUT /freelance/verify/{id}; the card leaves, the count drops and the next one moves up', async () => {
    const server = freelancersApi(7);
    const answer = deferred<void>();
    server.handlers[`PUT /api/freelance/verify/${server.idOf(2)}`] = async () => {
      await answer.promise;
      return server.decide(server.idOf(2));
    };
    const fetchMock = stubApi(server.handlers);
    const { user } = await renderList();
    await screen.findByText('7 pending sign-ups');

    await user.click(within(card('Freelancer 2')).getByRole('button', { name: 'Approve' }));
    const busy = within(card('Freelancer 2')).getByRole('button', { name: 'Approving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('Freelancer 2')).getByRole('button', { name: 'Reject' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(busy);
    expect(callsTo(fetchMock, `/api/freelance/verify/${server.idOf(2)}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `/api/freelance/verify/${server.idOf(2)}`)[0]?.method).toBe('PUT');

    answer.resolve();
    await waitFor(() => expect(queryCard('Freelancer 2')).not.toBeInTheDocument());
    expect(await screen.findByText('6 pending sign-ups')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Freelancer 6' })).toBeInTheDocument();
    expect(screen.getByText('Freelancer 2 is approved as a freelancer.')).toBeInTheDocument();
  });

  it('Reject asks first, then sends DELETE /freelance/delete/{id} and the card leaves', async () => {
    const server = freelancersApi(3);
    const fetchMock = stubApi(server.handlers);
    const { user } = await renderList();
    await screen.findByText('3 pending sign-ups');

    await user.click(within(card('Freelancer 1')).getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Reject this sign-up?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(card('Freelancer 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/freelance/delete/${server.idOf(1)}`)).toHaveLength(0);

    await user.click(within(card('Freelancer 1')).getByRole('button', { name: 'Reject' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Reject this sign-up?' });
    expect(dialog).toHaveTextContent('The sign-up from Freelancer 1 will be removed from the list.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(queryCard('Freelancer 1')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `/api/freelance/delete/${server.idOf(1)}`)[0]?.method).toBe('DELETE');
    expect(await screen.findByText('2 pending sign-ups')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Freelancer 2' })).toHaveFocus();
  });

  it.each([
    [
      'a failure without a message',
      () => new Response('', { status: 500 }),
      'Could not approve this sign-up. Please try again.',
    ],
    [
      'a 409',
      () => jsonResponse(failure('This sign-up has already been approved or rejected.'), 409),
      'This sign-up has already been approved or rejected.',
    ],
  ] as const)('when Approve meets %s the card stays and says why', async (_case, answer, text) => {
    const server = freelancersApi(2);
    server.handlers[`PUT /api/freelance/verify/${server.idOf(1)}`] = answer;
    stubApi(server.handlers);
    const { user } = await renderList();
    await screen.findByText('2 pending sign-ups');

    await user.click(within(card('Freelancer 1')).getByRole('button', { name: 'Approve' }));
    expect(await within(card('Freelancer 1')).findByRole('alert')).toHaveTextContent(text);
    expect(within(card('Freelancer 1')).getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(screen.getByText('2 pending sign-ups')).toBeInTheDocument();
    expect(within(card('Freelancer 2')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the last card of the last page goes, shows the page before', async () => {
    const server = freelancersApi(6);
    stubApi(server.handlers);
    const { user, router } = await renderList(`${paths.listFreelancer()}?page=2`);
    await screen.findByText('Page 2 of 2');

    await user.click(within(card('Freelancer 6')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('article', { name: 'Freelancer 5' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('with a search that finds nothing says so and offers Clear search', async () => {
    const fetchMock = stubApi(freelancersApi(3).handlers);
    const { user, router } = await renderList(`${paths.listFreelancer()}?q=Pokhara`);

    expect(await screen.findByText('No freelancers found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search sign-ups' })).toHaveValue('Pokhara');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(await screen.findByText('3 pending sign-ups')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search sign-ups' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search sign-ups' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
    expect(listRequests(fetchMock)).toEqual([
      `${LIST_URL}?page=1&limit=5&q=Pokhara`,
      `${LIST_URL}?page=1&limit=5`,
    ]);
  });

  it('with nothing pending says so, without Clear search', async () => {
    stubApi(freelancersApi(0).handlers);
    await renderList();
    expect(await screen.findByText('No pending freelancer sign-ups.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('a failed load says the published text with Retry', async () => {
    const server = freelancersApi(1);
    server.handlers[`GET ${LIST_URL}`] = failingFirst(server.handlers[`GET ${LIST_URL}`]);
    stubApi(server.handlers);
    await renderList();

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Failed to fetch freelancers. Please try again later.');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 pending sign-up')).toBeInTheDocument();
  });
});
