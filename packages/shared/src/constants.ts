/** Business constants, shared by the API and the web client. */
export const REQUEST_TIMEOUT_MS = 10_000;

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_MIN_DIGITS = 10;
export const OTP_LENGTH = 6;

export const LOCATION_MIN_CHARS = 2;
export const LOCATION_DEBOUNCE_MS = 300;
export const LOCATION_LIMIT_DEFAULT = 10;
export const LOCATION_LIMIT_MAX = 15;

export const LANGUAGE_TOGGLE_MS = 20_000;
export const NAV_DARK_SCROLL_PX = 500;

export const ASSIGN_CLOSE_MS = 1_500;
export const TOAST_MS = 5_000;
export const EMAIL_VERIFIED_REDIRECT_S = 5;

export const BUYER_PAGE_SIZE = 7;
export const FREELANCER_PAGE_SIZE = 5;
/** The admin's unverified queues (/unverified): a page of each, 50 at most. */
export const UNVERIFIED_PAGE_SIZE = 20;
export const UNVERIFIED_PAGE_MAX = 50;

/** Hostels and properties together that one account may list in 24 hours. */
export const LISTINGS_PER_DAY = 20;

export const MIN_ROOMS = 1;
export const MIN_PRICE = 0;
export const LANDLORD_PRICE_STEP = 1000;

export const TASK_DESCRIPTION_PREVIEW = 50;

/** The most listings one shortlist holds (an account's, and a visitor's in their browser). */
export const SHORTLIST_MAX = 100;

export const CURRENCY = 'NPR';
export const SQFT_PER_SQM = 10.763910416709722;

export const LEGAL_EFFECTIVE_DATE = '2025-01-30';

export const ROLES = ['ADMIN', 'Freelancer', 'USER'] as const;
export type Role = (typeof ROLES)[number];
