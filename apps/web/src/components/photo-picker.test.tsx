import { LISTING_MESSAGES, MAX_IMAGE_BYTES } from '@app/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { makeImageFile as photo } from '../test/image-files';
import { stubObjectUrls } from '../test/object-url-stub';
import { PhotoPicker, type ExistingPhoto } from './photo-picker';

const LIMIT_MESSAGE = LISTING_MESSAGES.hostel.imagesMax;

function Harness({ existing }: { existing?: ExistingPhoto[] }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <I18nextProvider i18n={i18n}>
      <PhotoPicker
        id="photos"
        label="Photos"
        files={files}
        onChange={setFiles}
        existing={existing}
        limitMessage={LIMIT_MESSAGE}
        counter={existing ? 'compact' : 'selected'}
      />
    </I18nextProvider>
  );
}

let objectUrls: ReturnType<typeof stubObjectUrls>;

beforeEach(() => {
  objectUrls = stubObjectUrls();
});

function renderPicker(existing?: ExistingPhoto[]) {
  const user = userEvent.setup();
  const view = render(<Harness existing={existing} />);
  const input = document.getElementById('photos') as HTMLInputElement;
  return { ...view, user, input };
}

const previews = () => screen.queryAllByRole('img');

describe('PhotoPicker', () => {
  it('counts the chosen photos and previews each of them', async () => {
    const { user, input } = renderPicker();
    expect(screen.getByText('0 / 5 photos selected')).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'image/*');

    await user.upload(input, [photo('front.jpg'), photo('room.png', 2048, 'image/png')]);

    expect(await screen.findByText('2 / 5 photos selected')).toBeInTheDocument();
    expect(previews().map((img) => img.getAttribute('src'))).toEqual(['blob:preview-1', 'blob:preview-2']);
    expect(previews()[0]).toHaveAttribute('alt', 'Photo 1');
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps at most 5 and says so with the screen’s message', async () => {
    const { user, input } = renderPicker();
    await user.upload(input, [photo('1.jpg'), photo('2.jpg'), photo('3.jpg')]);
    await screen.findByText('3 / 5 photos selected');

    await user.upload(input, [photo('4.jpg'), photo('5.jpg'), photo('6.jpg')]);

    expect(await screen.findByText('5 / 5 photos selected')).toBeInTheDocument();
    expect(previews()).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);

    // Full: the button says so at once instead of opening the file chooser.
    const chooser = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(chooser).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);
  });

  it('leaves out files over 5 MB with the published message and keeps the others', async () => {
    const { user, input } = renderPicker();

    await user.upload(input, [photo('huge.jpg', MAX_IMAGE_BYTES + 1), photo('ok.jpg', MAX_IMAGE_BYTES)]);

    expect(await screen.findByText('1 / 5 photos selected')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Some files exceed the 5MB limit and weren't uploaded.",
    );
    expect(previews()).toHaveLength(1);
  });

  it('revokes a preview’s object URL when the photo is removed and when the picker goes away', async () => {
    const { user, input, unmount } = renderPicker();
    await user.upload(input, [photo('a.jpg'), photo('b.jpg')]);
    await screen.findByText('2 / 5 photos selected');
    expect(objectUrls.createObjectURL).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));

    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByText('1 / 5 photos selected')).toBeInTheDocument();

    unmount();
    const created = objectUrls.createObjectURL.mock.results.map((result) => result.value as string);
    const revoked = objectUrls.revokeObjectURL.mock.calls.map(([url]) => url as string);
    expect(new Set(revoked)).toEqual(new Set(created));
  });

  it('counts photos already stored together with new ones in the compact n/5 counter', async () => {
    const onRemove = vi.fn();
    const existing = ['a', 'b', 'c', 'd'].map((key) => ({ key, src: `/uploads/${key}-400.webp`, onRemove }));
    const { user, input } = renderPicker(existing);
    expect(screen.getByText('4/5')).toBeInTheDocument();

    await user.upload(input, [photo('new-1.jpg'), photo('new-2.jpg')]);

    expect(await screen.findByText('5/5')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT_MESSAGE);
    const grid = screen.getByRole('list');
    expect(within(grid).getAllByRole('img')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is no photo, whatever its name or type, with the server’s message', async () => {
    const { input } = renderPicker();
    const renamedText = new File(['just some notes'], 'notes.jpg', { type: 'image/jpeg' });
    const untyped = photo('camera-upload', 2048, '');

    // The chooser's own filter (accept="image/*") is bypassed, as "All files" on a phone does.
    await userEvent.setup({ applyAccept: false }).upload(input, [renamedText, untyped]);

    expect(await screen.findByText('1 / 5 photos selected')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LISTING_MESSAGES.images.notImage);
    expect(previews()).toHaveLength(1);
  });

  it('says so in Nepali to a Nepali reader', async () => {
    await i18n.changeLanguage('ne');
    const { input } = renderPicker();
    const renamedText = new File(['just some notes'], 'notes.jpg', { type: 'image/jpeg' });
    await userEvent.setup({ applyAccept: false }).upload(input, [renamedText]);

    expect(
      await screen.findByText('यो फाइल मान्य फोटो होइन। कृपया JPG वा PNG फोटो छान्नुहोस्।'),
    ).toBeInTheDocument();
    expect(previews()).toHaveLength(0);
  });

  it('words a notice in the language of the moment: switching after a refusal turns it to Nepali', async () => {
    const { input } = renderPicker();
    const renamedText = new File(['just some notes'], 'notes.jpg', { type: 'image/jpeg' });
    await userEvent.setup({ applyAccept: false }).upload(input, [renamedText]);
    expect(await screen.findByRole('alert')).toHaveTextContent(LISTING_MESSAGES.images.notImage);

    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'यो फाइल मान्य फोटो होइन। कृपया JPG वा PNG फोटो छान्नुहोस्।',
    );
  });
});
