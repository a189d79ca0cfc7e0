import { describe, expect, it } from 'vitest';
import { englishOf, isMessageCode, type MessageCode } from '../messages/catalogue';
import { ATTRIBUTE_CODES } from '../schemas/messages/attributes';
import { LISTING_FACTS, factsOf, messageKeyOf, type FactKey } from './declarations';
import { factInput, factOutput } from '../schemas/listing-facts';
import { FACT_TEXT_EN } from './texts-en';
import { ATTRIBUTE_MESSAGES_NE, FACT_TEXT_NE } from './texts-ne';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Every [path, text] of a fact's words. */
function leaves(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  return Object.entries(value as object).flatMap(([key, child]) => leaves(child, at ? `${at}.${key}` : key));
}

describe('the declarations', () => {
  it('name each fact, message and filter once', () => {
    const keys = LISTING_FACTS.map((fact) => fact.key);
    expect(new Set(keys).size).toBe(keys.length);
    const messages = LISTING_FACTS.map(messageKeyOf);
    expect(new Set(messages).size).toBe(messages.length);
    const params = LISTING_FACTS.flatMap((fact) => ('filter' in fact ? [fact.filter.param] : []));
    expect(new Set(params).size).toBe(params.length);
  });

  it('give each kind its stored facts (today’s fields) and the ones still to be stored', () => {
    const keys = (facts: readonly { key: string }[]) => facts.map((fact) => fact.key);
    expect(keys(factsOf('hostel', true))).toEqual(['gender', 'meals', 'amenities', 'contactApps']);
    expect(keys(factsOf('property', true))).toEqual([
      'propertyType',
      'furnished',
      'parking',
      'water',
      'floor',
      'contactApps',
    ]);
    expect(keys(factsOf('hostel', false))).toEqual([
      'seaterPrices',
      'admissionFee',
      'refundableDeposit',
      'freeBeds',
      'gateClosing',
      'mealTimes',
      'backupPower',
      'bikeParking',
    ]);
    expect(keys(factsOf('property', false))).toEqual([
      'advanceMonths',
      'depositMonths',
      'waterSources',
      'waterHours',
      'backupPower',
      'bikeParking',
      'welcome',
    ]);
  });

  it('keep a number’s and money’s limits in order, and filters’ values among the fact’s', () => {
    for (const fact of LISTING_FACTS) {
      if ('min' in fact) expect(fact.min, fact.key).toBeLessThanOrEqual(fact.max);
      if ('filter' in fact && 'values' in fact.filter) {
        for (const value of fact.filter.values)
          expect((fact as { values: readonly string[] }).values).toContain(value);
      }
    }
  });

  it.each(LISTING_FACTS.map((fact) => [fact.key, fact] as const))(
    '%s has its words in English and Nepali, alike in shape',
    (key, fact) => {
      const en = leaves(FACT_TEXT_EN[key]);
      const ne = leaves(FACT_TEXT_NE[key]);
      expect(ne.map(([at]) => at)).toEqual(en.map(([at]) => at));
      for (const [at, text] of en) {
        expect(text.trim(), `${key}.${at}`).not.toBe('');
        expect(text, `${key}.${at}`).toMatch(/[A-Za-z]/);
      }
      for (const [at, text] of ne) {
        const english = en.find(([p]) => p === at)![1];
        // A value that is a name (WhatsApp) reads the same in both; every other text is Nepali.
        if (text !== english) expect(text, `${key}.${at}`).toMatch(/[\u0900-\u097F]/);
        expect(placeholders(text), `${key}.${at}`).toEqual(placeholders(english));
        // The UI's words: होस्टेल, घरबेटी, and छैन for "there isn't".
        expect(text, `${key}.${at}`).not.toMatch(/होस्टल|घरधनी|सुरक्षित गर्नुहोस्/);
      }
      if ('values' in fact) {
        const names = Object.keys((FACT_TEXT_EN[key] as { values: object }).values);
        expect(names).toEqual(fact.values.map(String));
      }
      if (fact.kind === 'seaterPrices') {
        expect(Object.keys((FACT_TEXT_EN[key] as { values: object }).values)).toEqual(
          fact.seaters.map(String),
        );
      }
      if (fact.kind === 'yesNo' && fact.answer === 'has') {
        expect((FACT_TEXT_NE[key] as { values: { no: string } }).values.no, key).toMatch(/छैन$/);
      }
    },
  );

  it('put each fact’s message in the catalogue under its code, and its Nepali beside it', () => {
    for (const fact of LISTING_FACTS) {
      const code = ATTRIBUTE_CODES[messageKeyOf(fact)];
      expect(code).toBe(`attributes.${messageKeyOf(fact)}`);
      expect(isMessageCode(code), code).toBe(true);
      expect(englishOf(code as MessageCode)).toBe(FACT_TEXT_EN[fact.key].invalid);
      expect(ATTRIBUTE_MESSAGES_NE[messageKeyOf(fact)]).toBe(FACT_TEXT_NE[fact.key].invalid);
    }
  });
});

/**
 * For each fact: inputs its schema takes (with what they become) and inputs it refuses. A new fact
 * without a row does not compile.
 */
const CASES: Record<FactKey, { accepts: [unknown, unknown][]; refuses: unknown[] }> = {
  gender: {
    accepts: [
      ['girls', 'girls'],
      ['', undefined],
    ],
    refuses: ['Girls', 'men', 3],
  },
  meals: { accepts: [['some', 'some']], refuses: ['lunch'] },
  amenities: {
    accepts: [
      ['cctv,wifi', ['wifi', 'cctv']],
      [[], []],
    ],
    refuses: ['sauna', ['wifi', 'pool'], {}],
  },
  propertyType: { accepts: [['flat', 'flat']], refuses: ['castle'] },
  furnished: {
    accepts: [
      ['true', true],
      [false, false],
    ],
    refuses: ['yes', 1],
  },
  parking: { accepts: [['false', false]], refuses: ['no'] },
  water: { accepts: [['tanker', 'tanker']], refuses: ['boring'] },
  floor: {
    accepts: [
      ['0', 0],
      [50, 50],
    ],
    refuses: ['51', -1, '1.5', 'abc'],
  },
  contactApps: { accepts: [['viber,whatsapp', ['whatsapp', 'viber']]], refuses: ['telegram'] },
  seaterPrices: {
    accepts: [
      [
        [
          { seater: 3, price: 7000 },
          { seater: '2', price: '8500' },
        ],
        [
          { seater: 2, price: 8500 },
          { seater: 3, price: 7000 },
        ],
      ],
      [[], []],
      ['', undefined],
    ],
    refuses: [
      [{ seater: 5, price: 7000 }],
      [{ seater: 2, price: 0 }],
      [{ seater: 2, price: 8500.5 }],
      [{ seater: 2, price: 1_000_001 }],
      [{ seater: 2, price: '0x10' }],
      [{ seater: 2 }],
      [
        { seater: 2, price: 8500 },
        { seater: 2, price: 9000 },
      ],
      { 2: 8500 },
      'two',
    ],
  },
  admissionFee: {
    accepts: [
      ['5000', 5000],
      [0, 0],
      ['', undefined],
    ],
    refuses: [-1, '1e7', '0x10', 99.5, 'free'],
  },
  refundableDeposit: { accepts: [[10_000, 10_000]], refuses: [1_000_001, 'Rs 5000'] },
  freeBeds: {
    accepts: [
      ['4', 4],
      [0, 0],
    ],
    refuses: [-1, 10_001, '2.5', 'some'],
  },
  gateClosing: {
    accepts: [
      ['21:00', '21:00'],
      ['9:30', '09:30'],
      [' 22:15 ', '22:15'],
    ],
    refuses: ['24:00', '21:60', '9pm', 2100],
  },
  mealTimes: {
    accepts: [
      ['19:00,7:30', ['07:30', '19:00']],
      [
        ['09:00', '09:00', '18:30'],
        ['09:00', '18:30'],
      ],
    ],
    refuses: ['7am', ['07:00', '10:00', '13:00', '16:00', '19:00'], [900]],
  },
  advanceMonths: {
    accepts: [
      ['3', 3],
      [0, 0],
    ],
    refuses: [25, -1, '1.5'],
  },
  depositMonths: { accepts: [['2', 2]], refuses: [25, 'two'] },
  waterSources: { accepts: [['jar,municipal', ['municipal', 'jar']]], refuses: ['river'] },
  waterHours: {
    accepts: [
      ['24', 24],
      ['0', 0],
    ],
    refuses: [25, '0x1', -1],
  },
  backupPower: {
    accepts: [
      ['inverter', 'inverter'],
      ['none', 'none'],
    ],
    refuses: ['battery'],
  },
  bikeParking: { accepts: [['true', true]], refuses: ['maybe'] },
  welcome: { accepts: [['families,students', ['students', 'families']]], refuses: ['pets'] },
};

describe('each fact’s derived schema', () => {
  it.each(LISTING_FACTS.map((fact) => [fact.key, fact] as const))(
    '%s takes what it should and refuses the rest with its own message, in English and Nepali',
    (key, fact) => {
      const schema = factInput(fact);
      const code = ATTRIBUTE_CODES[messageKeyOf(fact)];
      expect(schema.safeParse(undefined)).toEqual({ success: true, data: undefined });
      for (const [input, output] of CASES[key].accepts) {
        expect(schema.safeParse(input), `${key}: ${JSON.stringify(input)}`).toEqual({
          success: true,
          data: output,
        });
      }
      for (const input of CASES[key].refuses) {
        const result = schema.safeParse(input);
        expect(result.success, `${key}: ${JSON.stringify(input)}`).toBe(false);
        const messages = new Set(result.error?.issues.map((issue) => issue.message));
        expect([...messages], `${key}: ${JSON.stringify(input)}`).toEqual([code]);
      }
      expect(englishOf(code as MessageCode)).toBe(FACT_TEXT_EN[key].invalid);
      expect(ATTRIBUTE_MESSAGES_NE[messageKeyOf(fact)]).toMatch(/[\u0900-\u097F]/);
    },
  );

  it.each(LISTING_FACTS.map((fact) => [fact.key, fact] as const))(
    '%s is read back as stated, or as not stated',
    (key, fact) => {
      const schema = factOutput(fact);
      const notStated = ['choiceSet', 'timesOfDay', 'seaterPrices'].includes(fact.kind) ? [] : null;
      expect(schema.safeParse(notStated).success, key).toBe(true);
      const stated = CASES[key].accepts.map(([, output]) => output).find((output) => output !== undefined);
      expect(schema.safeParse(stated), key).toEqual({ success: true, data: stated });
    },
  );
});
