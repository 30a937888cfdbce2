// @rishta/domain: the rules and messages the API and the web app share. Pure TypeScript and zod.

export * from './messages';

export * from './constants/languages';
export * from './constants/reasons';
export * from './constants/feedback';
export * from './constants/chat-guidelines';
export * from './constants/profile-options';
export * from './constants/search';
export * from './constants/limits';
export * from './constants/staff';

export * from './schemas/generic-rules';
export * from './schemas/refine-helpers';
export * from './schemas/profile-form';
export * from './schemas/login';
export * from './schemas/forgot-password';
export * from './schemas/feedback';
export * from './schemas/report';
export * from './schemas/delete-request';
export * from './schemas/reject-proposal';
export * from './schemas/verify-document';
export * from './schemas/captcha';
export * from './schemas/chat';
export * from './schemas/expectation';
export * from './schemas/entities';
export * from './schemas/content';
export * from './schemas/reference';
export * from './schemas/api';

export * from './rules/search-defaults';
export * from './rules/education-group';
export * from './rules/contact-visibility';
export * from './rules/whatsapp-link';
export * from './rules/captcha';
export * from './rules/profile-field-rules';
export * from './rules/age';
export * from './rules/india-time';
export * from './rules/blocked-words';
export * from './rules/masking';
export * from './rules/profile-code';
export * from './rules/lists';
export * from './rules/pagination';
export * from './rules/listing-state';
export * from './rules/mobile-number';
export * from './rules/for-you';
export * from './schemas/accounts-api';
export * from './schemas/discovery';
export * from './schemas/proposals-api';
export * from './schemas/admin-api';
export * from './schemas/staff-login-api';
export * from './rules/common-passwords';
export * from './rules/password-choice';
export * from './schemas/new-password';

export * from './errors/app-error';
export * from './errors/error-body';
export * from './errors/schema-issue';
export * from './rules/proposal-answer';
export * from './rules/photo-blur';
export * from './rules/verification';
export * from './rules/deletion';
