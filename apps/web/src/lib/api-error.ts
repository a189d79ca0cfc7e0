export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export interface ApiErrorInit {
  /** HTTP status, or 0 when no response arrived (network failure, timeout). */
  status: number;
  message: string;
  /** The code of `message` in the shared catalogue, by which the screens translate it. */
  messageCode?: string;
  messageParams?: Readonly<Record<string, string | number>>;
  fieldErrors?: Record<string, string>;
  /** The code of each field error, field by field. */
  fieldErrorCodes?: Record<string, string>;
  code?: string;
  isNetworkError?: boolean;
  isTimeout?: boolean;
  cause?: unknown;
}

/** The one shape every failed API call takes, so screens only ever show `message` or a field error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly messageCode: string | undefined;
  readonly messageParams: Readonly<Record<string, string | number>> | undefined;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly fieldErrorCodes: Readonly<Record<string, string>>;
  readonly code: string | undefined;
  readonly isNetworkError: boolean;
  readonly isTimeout: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.messageCode = init.messageCode;
    this.messageParams = init.messageParams;
    this.fieldErrors = init.fieldErrors ?? {};
    this.fieldErrorCodes = init.fieldErrorCodes ?? {};
    this.code = init.code;
    this.isNetworkError = init.isNetworkError ?? false;
    this.isTimeout = init.isTimeout ?? false;
  }
}
