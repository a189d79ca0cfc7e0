import { vi } from 'vitest';

/**
 * Stand-in for XMLHttpRequest, the network boundary of photo uploads (fetch cannot report upload
 * progress): the test plays the server, sending progress and the answer when it wants.
 *
 * Uploads are the one request MSW does not answer in these tests. Its XMLHttpRequest interception
 * fires the upload's `progress` event only once, as it delivers the handler's response, with
 * `loaded` equal to `total`; a test cannot show "Uploading… 30%" while the upload is still going,
 * nor let progress arrive without an answer (the stall timeout), so the test drives this fake.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** The multipart body as FormData. */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('the upload body is not FormData');
    return this.body;
  }
}

/** Puts the fake in place of XMLHttpRequest for this test. */
export function stubXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

export function lastXhr(): FakeXhr {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('no upload was sent');
  return xhr;
}
