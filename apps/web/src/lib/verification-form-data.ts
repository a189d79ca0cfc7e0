import type { VerifyProperty } from '@app/shared';

/**
 * The multipart body that verifies a property (the admin's PUT /landlords/verify/{id}, a
 * freelancer's PUT /freelance/complete/{roomId}/{taskId}): measurements and 1–5 photos as `image`.
 */
export function verificationFormData(body: VerifyProperty, photos: File[]): FormData {
  const form = new FormData();
  form.append('length', String(body.length));
  form.append('width', String(body.width));
  form.append('room', String(body.room));
  form.append('bathroom', String(body.bathroom));
  form.append('description', body.description);
  photos.forEach((photo) => form.append('image', photo, photo.name));
  return form;
}
