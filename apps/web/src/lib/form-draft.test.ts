import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFailingFileStore, stubFileStore } from '../test/draft-file-store';
import { indexedDbFileStore } from './draft-file-store';
import {
  clearAllDrafts,
  clearDraft,
  DRAFT_MAX_AGE_MS,
  loadDraft,
  readDraft,
  readDraftCoordinate,
  readTextFields,
  saveDraft,
  setDraftFileStore,
} from './form-draft';

afterEach(() => {
  vi.useRealTimers();
});

const photo = (name: string, type = 'image/jpeg') =>
  new File([`bytes of ${name}`], name, { type, lastModified: 1_700_000_000_000 });

const VALUES = { name: 'Everest Boys Hostel', room: '12', coordinate: { lat: 27.7, lon: 85.3 } };

describe('form drafts', () => {
  it('forgets every draft on clearAllDrafts (logout), files included, and nothing else', async () => {
    const records = stubFileStore();
    await saveDraft('hostel', VALUES, [photo('front.jpg')]);
    await saveDraft('apply:1', { name: 'Gita' });
    localStorage.setItem('accessToken', 'kept');
    await clearAllDrafts();
    expect(readDraft('hostel')).toBeNull();
    expect(readDraft('apply:1')).toBeNull();
    expect(records.size).toBe(0);
    expect(localStorage.getItem('accessToken')).toBe('kept');
  });

  it('keeps values and files, gives them back, and forgets them when cleared', async () => {
    const records = stubFileStore();

    expect(await saveDraft('hostel', VALUES, [photo('front.jpg'), photo('room.png', 'image/png')])).toBe(
      true,
    );
    const draft = await loadDraft('hostel');

    expect(draft?.values).toEqual(VALUES);
    expect(draft?.fileNames).toEqual(['front.jpg', 'room.png']);
    expect(draft?.missing).toEqual([]);
    expect(draft?.files.map((file) => [file.name, file.type, file.lastModified])).toEqual([
      ['front.jpg', 'image/jpeg', 1_700_000_000_000],
      ['room.png', 'image/png', 1_700_000_000_000],
    ]);
    expect(await draft?.files[1]?.text()).toBe('bytes of room.png');

    await clearDraft('hostel');
    expect(await loadDraft('hostel')).toBeNull();
    expect(records.size).toBe(0);
  });

  it('keeps each form under its own key, and a new save replaces the old one', async () => {
    stubFileStore();
    await saveDraft('property', { name: 'Thapa Niwas' });
    await saveDraft('hostel', { name: 'First' }, [photo('old.jpg')]);
    await saveDraft('hostel', { name: 'Second' }, [photo('new.jpg')]);

    expect(readDraft('property')?.values).toEqual({ name: 'Thapa Niwas' });
    const hostel = await loadDraft('hostel');
    expect(hostel?.values).toEqual({ name: 'Second' });
    expect(hostel?.files.map((file) => file.name)).toEqual(['new.jpg']);
  });

  it('is null when nothing was saved', async () => {
    expect(readDraft('hostel')).toBeNull();
    expect(await loadDraft('hostel')).toBeNull();
  });

  it('forgets a draft older than a day, files included', async () => {
    const records = stubFileStore();
    // Only the date moves; timers stay real.
    vi.setSystemTime(new Date('2026-02-01T08:00:00Z'));
    await saveDraft('hostel', VALUES, [photo('front.jpg')]);

    vi.setSystemTime(new Date('2026-02-01T08:00:00Z').getTime() + DRAFT_MAX_AGE_MS);
    expect(readDraft('hostel')?.values).toEqual(VALUES);

    vi.setSystemTime(new Date('2026-02-01T08:00:00Z').getTime() + DRAFT_MAX_AGE_MS + 1);
    expect(readDraft('hostel')).toBeNull();
    expect(localStorage.getItem('formDraft:hostel')).toBeNull();
    await vi.waitFor(() => expect(records.size).toBe(0));
  });

  it.each([
    ['not JSON', 'not json'],
    ['not an object', '42'],
    ['without a save time', JSON.stringify({ values: VALUES, files: [] })],
    [
      'with a save time in the future',
      JSON.stringify({ savedAt: Date.now() + 60_000, values: {}, files: [] }),
    ],
    ['without its file list', JSON.stringify({ savedAt: Date.now(), values: VALUES })],
  ])('reads storage holding a draft %s as no draft, and removes it', (_case, stored) => {
    localStorage.setItem('formDraft:hostel', stored);
    expect(readDraft('hostel')).toBeNull();
    expect(localStorage.getItem('formDraft:hostel')).toBeNull();
  });

  it('keeps only the names of a stored file list, and hands the values over unchecked', () => {
    localStorage.setItem(
      'formDraft:hostel',
      JSON.stringify({ savedAt: Date.now(), values: 'anything', files: ['a.jpg', 7, null, 'b.png'] }),
    );
    expect(readDraft('hostel')).toMatchObject({ values: 'anything', fileNames: ['a.jpg', 'b.png'] });
  });

  it('without IndexedDB keeps the values and names the photos to choose again', async () => {
    setDraftFileStore(null);
    try {
      expect(await saveDraft('hostel', VALUES, [photo('a.jpg'), photo('b.png')])).toBe(false);
      const draft = await loadDraft('hostel');
      expect(draft?.values).toEqual(VALUES);
      expect(draft?.files).toEqual([]);
      expect(draft?.missing).toEqual(['a.jpg', 'b.png']);
    } finally {
      setDraftFileStore(undefined);
    }
  });

  it('when IndexedDB refuses (quota, private mode) keeps the values and names the photos', async () => {
    stubFailingFileStore();
    expect(await saveDraft('hostel', VALUES, [photo('a.jpg')])).toBe(false);
    const draft = await loadDraft('hostel');
    expect(draft?.values).toEqual(VALUES);
    expect(draft?.missing).toEqual(['a.jpg']);
    await clearDraft('hostel');
    expect(readDraft('hostel')).toBeNull();
  });

  it('does not take the files of an earlier save for this one', async () => {
    const records = stubFileStore();
    await saveDraft('hostel', VALUES, [photo('old.jpg')]);
    const older = records.get('hostel');
    await saveDraft('hostel', VALUES, [photo('new.jpg')]);
    // The second save's files never arrived (the tab closed first): the first save's are still there.
    if (older) records.set('hostel', older);

    expect((await loadDraft('hostel'))?.missing).toEqual(['new.jpg']);
  });

  it('is not thrown by a browser whose IndexedDB cannot even be opened', async () => {
    const factory = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    setDraftFileStore(indexedDbFileStore(factory));
    try {
      expect(await saveDraft('hostel', VALUES, [photo('a.jpg')])).toBe(false);
      expect((await loadDraft('hostel'))?.missing).toEqual(['a.jpg']);
    } finally {
      setDraftFileStore(undefined);
    }
  });
});

describe('reading stored values', () => {
  it('takes strings where the fields are strings, and gives empty text elsewhere', () => {
    expect(
      readTextFields({ name: 'Sita', phone: 98412, email: null, extra: 'dropped' }, [
        'name',
        'phone',
        'email',
      ]),
    ).toEqual({ name: 'Sita', phone: '', email: '' });
    expect(readTextFields('not an object', ['name'])).toEqual({ name: '' });
    expect(readTextFields({ name: 'x'.repeat(6000) }, ['name']).name).toHaveLength(5000);
  });

  it('takes a coordinate only when lat and lon are finite numbers', () => {
    expect(readDraftCoordinate({ coordinate: { lat: 27.7, lon: 85.3 } })).toEqual({ lat: 27.7, lon: 85.3 });
    expect(readDraftCoordinate({ coordinate: { lat: '27.7', lon: 85.3 } })).toBeNull();
    expect(readDraftCoordinate({ coordinate: null })).toBeNull();
    expect(readDraftCoordinate(null)).toBeNull();
  });
});
