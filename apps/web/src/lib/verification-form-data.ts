import type { VerifyHostel, VerifyProperty } from '@app/shared';

/**
 * The multipart body of an on-site verification (the admin's PUT /landlords/verify/{id}, a
 * freelancer's PUT /freelance/complete/{id}/{taskId}): a property's measurements or a hostel's
 * counts, each field as text (booleans as 'true'/'false'), and 1–5 photos as `image`.
 */
export function verificationFormData(body: VerifyProperty | VerifyHostel, photos: File[]): FormData {
  const form = new FormData();
  Object.entries(body).forEach(([name, value]) => form.append(name, String(value)));
  photos.forEach((photo) => form.append('image', photo, photo.name));
  return form;
}
