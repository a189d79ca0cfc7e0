import { z } from 'zod';
import { formNumber } from '../form-number';
import { ATTRIBUTE_CODES } from './messages/attributes';
import { factsOf, messageKeyOf, type FactsOf, type ListingFact } from '../listing-facts/declarations';
import type { Choices, ListingKind } from '../listing-facts/types';

/**
 * The zod schemas of the declared facts: what a form or a request may send for each (input, all
 * optional) and how a listing answers with it (output, null or [] where the owner has not said).
 * Each refusal is the fact's one message (`attributes.<key>Invalid`).
 */

/** Empty form fields arrive as '' (and multipart sends strings): both mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalChoice = <const T extends Choices>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** "true"/"false" from a form or multipart body, or a JSON boolean. */
export const optionalYesNo = (message: string) =>
  z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
    z.boolean({ error: message }).optional(),
  );

/**
 * A JSON array, one multipart field repeated (an array), a single value, or a comma-separated
 * string (a query string), its items trimmed and blank ones dropped.
 */
const toList = (v: unknown) => {
  if (v === undefined || v === null || v === '') return undefined;
  const items: unknown = typeof v === 'string' ? v.split(',') : v;
  if (!Array.isArray(items)) return items;
  return (items as unknown[])
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '');
};

/** A list of choices in any of `toList`'s forms; each is listed once, in the catalogue's order. */
export const choiceList = <const T extends Choices>(values: T, message: string) =>
  z.preprocess(
    toList,
    z
      .array(z.enum(values, { error: message }), { error: message })
      .max(values.length, message)
      .transform((list) => values.filter((value): value is T[number] => list.includes(value)))
      .optional(),
  );

/** A whole number as `Number()` reads text ('0x10' is 16): how `floor` has always been read. */
export const coercedWholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** A whole number (or whole rupees) written in decimal (formNumber), blank for none. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === null ? undefined : formNumber(v)),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' on a 24-hour clock; '9:00' is read as '09:00'. */
const toTime = (v: unknown) => (typeof v === 'string' && /^\d:\d\d$/.test(v.trim()) ? `0${v.trim()}` : v);

export const optionalTime = (message: string) =>
  z.preprocess(
    (v) => toTime(typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v)),
    z.string({ error: message }).regex(TIME, message).optional(),
  );

/** Times of day in any of `toList`'s forms, each once, earliest first. */
export const timeList = (maxLength: number, message: string) =>
  z.preprocess(
    (v) => {
      const list = toList(v);
      return Array.isArray(list) ? list.map(toTime) : list;
    },
    z
      .array(z.string({ error: message }).regex(TIME, message), { error: message })
      .max(maxLength, message)
      .transform((list) => [...new Set(list)].sort())
      .optional(),
  );

/**
 * A hostel's seater prices: [{ seater, price }], each seater type once, by seater type; [] or
 * blank says none. The price is whole rupees, written in decimal when it comes as text.
 */
export const seaterPriceList = (seaters: readonly number[], min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .array(
        z.object(
          {
            seater: z.preprocess(
              formNumber,
              z.number({ error: message }).refine((n) => seaters.includes(n), message),
            ),
            price: z.preprocess(
              formNumber,
              z.number({ error: message }).int(message).min(min, message).max(max, message),
            ),
          },
          { error: message },
        ),
        { error: message },
      )
      .max(seaters.length, message)
      .refine((list) => new Set(list.map((offer) => offer.seater)).size === list.length, message)
      .transform((list) => [...list].sort((a, b) => a.seater - b.seater))
      .optional(),
  );

type InputOf<F> = F extends { kind: 'choice'; values: infer V extends Choices }
  ? ReturnType<typeof optionalChoice<V>>
  : F extends { kind: 'choiceSet'; values: infer V extends Choices }
    ? ReturnType<typeof choiceList<V>>
    : F extends { kind: 'yesNo' }
      ? ReturnType<typeof optionalYesNo>
      : F extends { kind: 'number'; parse: 'coerce' }
        ? ReturnType<typeof coercedWholeNumber>
        : F extends { kind: 'number' | 'money' }
          ? ReturnType<typeof wholeNumber>
          : F extends { kind: 'timeOfDay' }
            ? ReturnType<typeof optionalTime>
            : F extends { kind: 'timesOfDay' }
              ? ReturnType<typeof timeList>
              : F extends { kind: 'seaterPrices' }
                ? ReturnType<typeof seaterPriceList>
                : never;

const SeaterPriceOut = z.object({ seater: z.number(), price: z.number() });

type OutputOf<F> = F extends { kind: 'choice'; values: infer V extends Choices }
  ? z.ZodNullable<z.ZodEnum<{ [K in V[number]]: K }>>
  : F extends { kind: 'choiceSet'; values: infer V extends Choices }
    ? z.ZodArray<z.ZodEnum<{ [K in V[number]]: K }>>
    : F extends { kind: 'yesNo' }
      ? z.ZodNullable<z.ZodBoolean>
      : F extends { kind: 'number' | 'money' }
        ? z.ZodNullable<z.ZodNumber>
        : F extends { kind: 'timeOfDay' }
          ? z.ZodNullable<z.ZodString>
          : F extends { kind: 'timesOfDay' }
            ? z.ZodArray<z.ZodString>
            : F extends { kind: 'seaterPrices' }
              ? z.ZodArray<typeof SeaterPriceOut>
              : never;

export type InputShape<K extends ListingKind, Stored extends boolean> = {
  [F in FactsOf<K, Stored> as F['key']]: InputOf<F>;
};
export type OutputShape<K extends ListingKind, Stored extends boolean> = {
  [F in FactsOf<K, Stored> as F['key']]: OutputOf<F>;
};

/** The schema of what an owner may send for one fact. */
export function factInput<F extends ListingFact>(fact: F): InputOf<F>;
export function factInput(fact: ListingFact) {
  const message = ATTRIBUTE_CODES[messageKeyOf(fact)];
  switch (fact.kind) {
    case 'choice':
      return optionalChoice(fact.values, message);
    case 'choiceSet':
      return choiceList(fact.values, message);
    case 'yesNo':
      return optionalYesNo(message);
    case 'number':
      return 'parse' in fact
        ? coercedWholeNumber(fact.min, fact.max, message)
        : wholeNumber(fact.min, fact.max, message);
    case 'money':
      return wholeNumber(fact.min, fact.max, message);
    case 'timeOfDay':
      return optionalTime(message);
    case 'timesOfDay':
      return timeList(fact.maxLength, message);
    case 'seaterPrices':
      return seaterPriceList(fact.seaters, fact.min, fact.max, message);
  }
}

/** The schema of one fact as a listing answers with it. */
export function factOutput<F extends ListingFact>(fact: F): OutputOf<F>;
export function factOutput(fact: ListingFact) {
  switch (fact.kind) {
    case 'choice':
      return z.enum(fact.values).nullable();
    case 'choiceSet':
      return z.array(z.enum(fact.values));
    case 'yesNo':
      return z.boolean().nullable();
    case 'number':
    case 'money':
      return z.number().nullable();
    case 'timeOfDay':
      return z.string().nullable();
    case 'timesOfDay':
      return z.array(z.string());
    case 'seaterPrices':
      return z.array(SeaterPriceOut);
  }
}

/** The input fields of a kind's facts, stored or still to be stored, in the declarations' order. */
export function factsInputShape<K extends ListingKind, Stored extends boolean>(
  kind: K,
  stored: Stored,
): InputShape<K, Stored> {
  return Object.fromEntries(factsOf(kind, stored).map((fact) => [fact.key, factInput(fact)])) as InputShape<
    K,
    Stored
  >;
}

export function factsOutputShape<K extends ListingKind, Stored extends boolean>(
  kind: K,
  stored: Stored,
): OutputShape<K, Stored> {
  return Object.fromEntries(factsOf(kind, stored).map((fact) => [fact.key, factOutput(fact)])) as OutputShape<
    K,
    Stored
  >;
}
