import { describe, expect, it } from 'vitest';
import { CHAT_GUIDELINES, MESSAGES } from '@rishta/domain';
import en from '@/i18n/locales/en/chat.json';
import hi from '@/i18n/locales/hi/chat.json';
import ur from '@/i18n/locales/ur/chat.json';
import { translationShape } from '@/test/translation-shape';

const CHAT_MESSAGE_KEYS = [
  'userAlreadyBlocked',
  'unblockFailed',
  'cannotMessageBlocked',
  'userBlockedInChat',
  'joinedGroup',
  'blockedTitle',
  'unblockedTitle',
  'notVerifiedForGroup',
  'joinGroupToSee',
  'chatGuidelinesTitle',
  'groupForumTitle',
  'chatAppTitle',
  'notAFriend',
  'chatTooFast',
  'groupNotFound',
  'chatNotYourId',
] as const;

describe('chat translations', () => {
  // English comes from en/chat.json, and the spec's messages and the rules from the domain package
  // (exact, once); Hindi and Urdu translate all three.
  it.each([
    ['hi', hi],
    ['ur', ur],
  ])(
    '%s has every English key with the same placeholders, the 9 rules and the chat messages',
    (_l, translated) => {
      const { rules, messages, ...screens } = translated;
      expect(translationShape(screens)).toEqual(translationShape(en));
      expect(Object.keys(rules)).toHaveLength(CHAT_GUIDELINES.length);
      for (const key of CHAT_MESSAGE_KEYS) {
        expect(MESSAGES[key]).toBeTruthy();
        expect(messages[key]).toBeTruthy();
      }
    },
  );
});
