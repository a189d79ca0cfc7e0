/**
 * jsdom has the <dialog> element but none of its behaviour. What the app relies on, as browsers do
 * it: showModal() and close() set and clear `open` (close sends `close`), and Escape that no key
 * handler took sends a cancelable `cancel` to the topmost open modal dialog, which closes unless
 * the event was cancelled. The inertness of the page behind is the browser's: the e2e tests in
 * Chromium check it.
 */
export function installDialogBehaviour(): void {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
