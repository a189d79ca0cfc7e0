import {
  checklistField,
  type VerifyHostel,
  type VerifyProperty,
  type VisitChecklistInput,
  type VisitExtras,
} from '@app/shared';

/** What the visit form adds to the measurements: the checklist, water hours, the floor found and the device's position. */
export type VisitAnswers = VisitChecklistInput & VisitExtras;

/**
 * The multipart body of an on-site verification (the admin's PUT /landlords/verify/{id}, a
 * freelancer's PUT /freelance/complete/{id}/{taskId}): a property's measurements or a hostel's
 * counts, each field as text (booleans as 'true'/'false'), the visit's answers under their
 * multipart names (`check_water`, `water_hours`, `floor`, `position_lat`, `position_lon`), and
 * 1–5 photos as `image`. Fields not given are left out.
 */
export function verificationFormData(
  body: VerifyProperty | VerifyHostel,
  photos: File[],
  visit?: VisitAnswers,
): FormData {
  const form = new FormData();
  const append = (name: string, value: string | number | boolean | null | undefined) => {
    if (value !== undefined && value !== null) form.append(name, String(value));
  };
  Object.entries(body).forEach(([name, value]) => append(name, value));
  visit?.checklist?.forEach(({ item, answer }) => append(checklistField(item), answer));
  append('water_hours', visit?.waterHours);
  append('floor', visit?.floor);
  append('position_lat', visit?.position_lat);
  append('position_lon', visit?.position_lon);
  photos.forEach((photo) => form.append('image', photo, photo.name));
  return form;
}
