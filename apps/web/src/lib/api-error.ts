export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived (network failure, timeout). */
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  code?: string;
  isNetworkError?: boolean;
  isTimeout?: boolean;
  cause?: unknown;
}

/** The one shape every failed API call takes, so screens only ever show `message` or a field error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly code: string | undefined;
  readonly isNetworkError: boolean;
  readonly isTimeout: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.code = init.code;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isTimeout = init.isTimeout ?? false;
  }
}
