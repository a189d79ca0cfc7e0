import type { ChatResources } from './chat.en';

export const chatNe: ChatResources = {
  message: 'नमस्ते! घर भाडामा देखेको “{{name}}” ({{place}}) अझै खाली छ?',
};
