import { REQUEST_TIMEOUT_MS } from '@app/shared';
import type { z } from 'zod';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';
import { readEnvelope, type ApiResult } from './api-response';
import { isCrossOriginApi } from './api-origin';
import { apiUrl, type RawResponse } from './api-transport';
import { sendWithAuthRetry } from './auth-refresh';

export interface UploadOptions<S extends z.ZodType = z.ZodUnknown> {
  method?: 'POST' | 'PUT';
  schema?: S;
  signal?: AbortSignal;
  fallbackMessage?: string;
  skipAuthRefresh?: boolean;
}

interface XhrRequest {
  method: 'POST' | 'PUT';
  url: string;
  formData: FormData;
  accessToken: string | null;
  onProgress: (percent: number) => void;
  signal: AbortSignal | undefined;
  fallbackMessage: string;
}

function cancelled(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new DOMException('The upload was cancelled.', 'AbortError');
}

/**
 * Photos over mobile data can take far longer than the 10 s request timeout, so for uploads the
 * timeout counts from the last sign of progress instead: a stalled upload still ends.
 */
function sendXhr(request: XhrRequest): Promise<RawResponse> {
  const { signal, fallbackMessage } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const armStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const abortFromCaller = () => xhr.abort();
    const finish = () => {
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', abortFromCaller);
    };

    xhr.open(request.method, request.url);
    // Same-origin requests carry cookies anyway; an API elsewhere (lib/api-origin.ts) needs the flag.
    xhr.withCredentials = isCrossOriginApi();
    xhr.setRequestHeader('Accept', 'application/json');
    if (request.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${request.accessToken}`);

    xhr.upload.onprogress = (event) => {
      armStallTimer();
      if (event.lengthComputable && event.total > 0) {
        request.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onprogress = armStallTimer;
    xhr.onload = () => {
      finish();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      finish();
      reject(new ApiError({ status: 0, message: fallbackMessage, isNetworkError: true }));
    };
    xhr.onabort = () => {
      finish();
      if (timedOut) reject(new ApiError({ status: 0, message: fallbackMessage, isTimeout: true }));
      else reject(cancelled(signal));
    };

    signal?.addEventListener('abort', abortFromCaller, { once: true });
    armStallTimer();
    xhr.send(request.formData);
  });
}

/**
 * Multipart upload that reports progress (0–100) for a percent bar. Same auth rules as
 * apiRequest: bearer token, and on 401 one refresh and one retry (progress restarts from 0).
 */
export async function uploadWithProgress<S extends z.ZodType = z.ZodUnknown>(
  path: string,
  formData: FormData,
  onProgress: (percent: number) => void,
  options: UploadOptions<S> = {},
): Promise<ApiResult<z.output<S>>> {
  const { method = 'POST', schema, signal, fallbackMessage = DEFAULT_ERROR_MESSAGE } = options;
  const url = apiUrl(path);
  const raw = await sendWithAuthRetry((accessToken) => {
    onProgress(0);
    return sendXhr({ method, url, formData, accessToken, onProgress, signal, fallbackMessage });
  }, options.skipAuthRefresh ?? false);
  onProgress(100);
  return readEnvelope(raw, schema, fallbackMessage);
}
