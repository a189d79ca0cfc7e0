/**
 * The `chat` namespace: the message a WhatsApp or Viber link starts, sent in English and in Nepali
 * whatever the screen's language (the owner may read either). Both are bundled (chat.ne.ts): one
 * line each, and an English visit has no other Nepali loaded.
 */
export const chatEn = {
  message: 'Namaste! Is “{{name}}” ({{place}}) on Ghar Bhada still available?',
};

export type ChatResources = typeof chatEn;
