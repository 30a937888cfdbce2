import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The apps import only from the package root, so the names they code against must be there.
describe('package entry', () => {
  it('re-exports messages, constants, schemas and rules', () => {
    for (const name of [
      'MESSAGES',
      'formatMessage',
      'INTERFACE_LANGUAGES',
      'REPORT_REASONS',
      'DELETION_REASONS',
      'STAFF_REASON_PRESETS',
      'FEEDBACK_CATEGORIES',
      'CHAT_GUIDELINES',
      'HEIGHTS',
      'HEIGHT_BANDS',
      'AGE_PRESETS',
      'PAGE_SIZE',
      'requiredString',
      'profileCreateSchema',
      'profileUpdateSchema',
      'loginFormSchema',
      'forgotPasswordFormSchema',
      'feedbackSchema',
      'reportSchema',
      'deleteRequestSchema',
      'rejectProposalSchema',
      'verifyDocumentSchema',
      'captchaAnswerSchema',
      'chatMessageSchema',
      'expectationSchema',
      'profileSchema',
      'sessionSchema',
      'searchDefaultsFor',
      'canSeeContact',
      'whatsappLink',
      'newSumCaptcha',
      'applyProfileFieldRules',
      'ageFromBirth',
      'findBlockedWord',
      'maskEmail',
      'formatProfileCode',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
