import { z } from 'zod';
import { MAX_FLOOR } from './attributes';
import { formNumber } from './form-fields';
import { WATER_HOURS_MAX, VISIT_CODES } from './messages/visit';

// The messages live without zod, for screens that show them without validating (messages/visit.ts).
export { WATER_HOURS_MAX, VISIT_MESSAGES, VISIT_CODES } from './messages/visit';

/**
 * What a verifier records on an on-site visit beyond measurements: a checklist answered yes, no or
 * "not seen", the floor they found a property on, the device's position for photos without GPS
 * metadata. Sent as multipart fields beside the measurements (`check_water`, `water_hours`,
 * `floor`, `position_lat`, `position_lon`).
 */

/** Every checklist item, in the order the form asks and the listing shows them. */
export const CHECKLIST_ITEMS = [
  'water',
  'backupPower',
  'roadAccess',
  'kitchen',
  'bathroomsSeen',
  'fireExtinguisher',
  'cctvCommonOnly',
  'operatingPermit',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** Asked only on a hostel's visit: the municipal operating permit on display. */
const HOSTEL_ONLY_ITEMS: readonly ChecklistItem[] = ['operatingPermit'];

/** The items a visit to this kind of listing answers. */
export function checklistItemsFor(kind: 'hostel' | 'property'): readonly ChecklistItem[] {
  return kind === 'hostel' ? CHECKLIST_ITEMS : CHECKLIST_ITEMS.filter((i) => !HOSTEL_ONLY_ITEMS.includes(i));
}

export const CHECKLIST_ANSWERS = ['yes', 'no', 'not_seen'] as const;
export type ChecklistAnswer = (typeof CHECKLIST_ANSWERS)[number];

/** Photos further than this from the listing's pin are flagged to the admin (never refused: pins are rough). */
export const PHOTO_FAR_METRES = 200;

const M = VISIT_CODES;

/** The multipart field of a checklist item: `check_water`, `check_backupPower`, … */
export const checklistField = (item: ChecklistItem) => `check_${item}` as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const answer = z.enum(CHECKLIST_ANSWERS, { error: M.answerRequired });
const optionalWhole = (max: number, message: string) =>
  z.preprocess(
    (v) => formNumber(blankToUndefined(v)),
    z.number({ error: message }).int(message).min(0, message).max(max, message).optional(),
  );
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (v) => formNumber(blankToUndefined(v)),
    z.number({ error: M.positionInvalid }).min(min, M.positionInvalid).max(max, M.positionInvalid).optional(),
  );

/**
 * The checklist fields of a visit to this kind of listing. A client that sends none of them (the
 * first version's clients) records a visit without a checklist; one that sends any must answer
 * every item (our form always sends them all). `water_hours` is optional either way. The output
 * carries `checklist`: each item's answer, or null when none was sent.
 */
export function visitChecklistSchema(kind: 'hostel' | 'property') {
  const items = checklistItemsFor(kind);
  const fields = Object.fromEntries(
    items.map((item) => [checklistField(item), z.preprocess(blankToUndefined, answer.optional())]),
  );
  return z
    .object({ ...fields, water_hours: optionalWhole(WATER_HOURS_MAX, M.waterHoursInvalid) })
    .superRefine((value, ctx) => {
      const answers = value as Record<string, unknown>;
      if (items.every((item) => answers[checklistField(item)] === undefined)) return;
      for (const item of items) {
        if (answers[checklistField(item)] === undefined) {
          ctx.addIssue({ code: 'custom', message: M.answerRequired, path: [checklistField(item)] });
        }
      }
    })
    .transform((value) => {
      const answers = value as Record<string, ChecklistAnswer | undefined>;
      const given = items.flatMap((item) => {
        const a = answers[checklistField(item)];
        return a === undefined ? [] : [{ item, answer: a }];
      });
      return {
        checklist: given.length === 0 ? null : given,
        waterHours: value.water_hours ?? null,
      };
    });
}
export type VisitChecklistInput = z.output<ReturnType<typeof visitChecklistSchema>>;

/** What the verifier found beyond the checklist: the floor (properties) and the device's position. */
export const VisitExtrasSchema = z
  .object({
    floor: optionalWhole(MAX_FLOOR, M.floorInvalid),
    position_lat: coordinate(-90, 90),
    position_lon: coordinate(-180, 180),
  })
  .refine((v) => (v.position_lat === undefined) === (v.position_lon === undefined), {
    message: M.positionInvalid,
    path: ['position_lat'],
  });
export type VisitExtras = z.output<typeof VisitExtrasSchema>;

/** A visit's checklist as tenants see it: only the items asked for its kind. */
export const VisitChecklistSchema = z.object({
  items: z.array(z.object({ item: z.enum(CHECKLIST_ITEMS), answer: z.enum(CHECKLIST_ANSWERS) })),
  /** Hours a day water runs, when the verifier asked; null otherwise. */
  waterHours: z.number().int().nullable(),
});
export type VisitChecklist = z.infer<typeof VisitChecklistSchema>;

/** Where the owner and the verifier disagree, as the listing says it ("Owner says 4th floor; …"). */
export const DIFFERENCE_FIELDS = ['rooms', 'bathrooms', 'floor'] as const;
export type DifferenceField = (typeof DIFFERENCE_FIELDS)[number];
export const DifferenceSchema = z.object({
  field: z.enum(DIFFERENCE_FIELDS),
  owner: z.number(),
  verifier: z.number(),
});
export type Difference = z.infer<typeof DifferenceSchema>;

type Facts = Partial<Record<DifferenceField, number | null | undefined>>;

/** Each field both the owner and the verifier gave a value for, where the values differ, in DIFFERENCE_FIELDS order. */
export function differencesBetween(owner: Facts, verifier: Facts): Difference[] {
  return DIFFERENCE_FIELDS.flatMap((field) => {
    const said = owner[field];
    const found = verifier[field];
    if (said === null || said === undefined || found === null || found === undefined || said === found)
      return [];
    return [{ field, owner: said, verifier: found }];
  });
}

/**
 * A verifier photo as only the admin sees it: its SHA-256, when it was taken (the photo's metadata,
 * else when it arrived), and how far from the listing's pin it was taken, when both are known.
 * The position itself never leaves the admin's screens; tenants see only `photosTakenAt`.
 */
export const VisitPhotoSchema = z.object({
  thumbnail: z.string(),
  /** Null for a photo stored before hashes were kept. */
  sha256: z.string().nullable(),
  takenAt: z.string(),
  /** Where the position came from: the photo's own metadata, the phone's position sent by the form, or nowhere. */
  positionSource: z.enum(['exif', 'device', 'none']),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** Metres from the listing's pin; null without a position or a pin. */
  distanceM: z.number().nullable(),
  /** More than PHOTO_FAR_METRES from the pin. */
  far: z.boolean(),
});
export type VisitPhoto = z.infer<typeof VisitPhotoSchema>;
