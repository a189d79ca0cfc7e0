import { ApplySchema, leavesOf, MESSAGES } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { leaves } from '@/test/translations';
import { i18n } from '../index';
import { messageText, serverMessage } from './message-text';
import { messagesNe } from './ne';

// The Nepali catalogue is fetched when Nepali is on; these tests read it in any language.
beforeAll(async () => {
  await i18n.reloadResources(['ne'], ['messages']);
});

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the messages catalogue in both languages', () => {
  const codes = leavesOf(MESSAGES);

  it.each(codes)('%s has English and Nepali', (code, english) => {
    expect(i18n.getResource('en', 'messages', code)).toBe(english);
    const nepali: unknown = i18n.getResource('ne', 'messages', code);
    expect(typeof nepali, `Nepali of ${code}`).toBe('string');
    expect(nepali as string).toMatch(/[\u0900-\u097F]/);
    expect(placeholders(nepali as string), `placeholders of ${code}`).toEqual(placeholders(english));
  });

  it('Nepali has no message the catalogue lacks', () => {
    const nepali = leaves(messagesNe).map(([path]) => path);
    expect(nepali.sort()).toEqual(codes.map(([code]) => code).sort());
  });
});

describe('translating by code', () => {
  it('gives a code in the language asked for, and text without a code as it was sent', () => {
    expect(messageText('en', 'applications.roomsMax')).toBe('Number of rooms can be at most 1000');
    expect(messageText('ne', 'applications.roomsMax')).toBe('कोठाको सङ्ख्या बढीमा १००० हुन सक्छ');
    expect(messageText('ne', 'Something the server said')).toBe('Something the server said');
  });

  it('a form’s own (zod) error resolves to its field’s message in either language', () => {
    const result = ApplySchema.safeParse({
      name: 'Sita',
      email: 'sita@example.com',
      phone: '9841234567',
      No_of_people: '2.5',
      No_of_rooms: '1',
    });
    const code = result.error?.issues[0]?.message ?? '';
    expect(messageText('en', code)).toBe('Number of people must be a whole number');
    expect(messageText('ne', code)).toBe('मानिसको सङ्ख्या पूर्ण अङ्कमा हुनुपर्छ');
  });

  it('a server answer: by its code, with its values (Devanagari digits in Nepali)', () => {
    const limited = new ApiError({
      status: 429,
      message: 'Too many attempts. Please wait 5 minutes and try again.',
      messageCode: 'common.rateLimited.minutes',
      messageParams: { minutes: 5 },
    });
    expect(serverMessage(limited, 'en')).toBe('Too many attempts. Please wait 5 minutes and try again.');
    expect(serverMessage(limited, 'ne')).toBe('धेरै पटक प्रयास भयो। कृपया ५ मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।');
    expect(serverMessage(new ApiError({ status: 400, message: 'Old server words' }), 'ne')).toBe(
      'Old server words',
    );
  });
});
