import { LISTING_CODES as M } from '@app/shared';
import type { UploadMessages } from '../images/multipart';

/** Each screen words the photo limits its own way. */
export const UPLOAD_MESSAGES = {
  addHostel: { tooMany: M.hostel.imagesMax, tooLarge: M.images.tooLarge },
  /** A property's photos at listing time follow the hostel's rules and words. */
  addProperty: { tooMany: M.hostel.imagesMax, tooLarge: M.images.tooLarge },
  verifyProperty: { tooMany: M.verification.imagesMax, tooLarge: M.images.tooLarge },
  editImages: { tooMany: M.images.limitReached, tooLarge: M.images.tooLarge },
} satisfies Record<string, UploadMessages>;
