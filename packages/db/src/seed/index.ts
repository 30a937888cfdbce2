// The seed's public API: `npm start` calls ensureReferenceData + seedDemoIfEmpty (or seedIfEmpty),
// tests and benchmarks call the pieces.
export { seedReference, DEFAULT_BLOCKED_KEYWORDS, PAGE_COUNTER_NAMES } from './reference-seed';
export type { ReferenceSeedResult } from './reference-seed';
export { seedContent, blogImageKey, bookCoverKey, bookPdfKey } from './content-seed';
export type { ContentSeedResult } from './content-seed';
export { seedGroupAdmins } from './chat-seed';
export type { ChatSeedResult } from './chat-seed';
export { generateDemoProfile, fitName, demoPhoneNumber } from './demo-profiles';
export type { DemoProfile, DemoProfileHints } from './demo-profiles';
export { insertDemoProfiles } from './insert-demo-profiles';
export type {
  DemoPasswords,
  InsertDemoProfilesOptions,
  InsertDemoProfilesResult,
} from './insert-demo-profiles';
export { DEMO_PASSWORD, DEMO_ACCOUNTS } from './demo-accounts';
export { lockDemoLogins } from './lock-demo-logins';
export type { DemoAccount } from './demo-accounts';
export { ensureAdmin } from './admin';
export { ensureReferenceData, seedDemoIfEmpty, seedIfEmpty, DEFAULT_DEMO_PROFILES } from './seed-if-empty';
export type { SeedDemoOptions, SeedSummary, DemoSeedSummary } from './seed-if-empty';
export { createSeededFaker } from './seeded-faker';
export { MALE_FIRST_NAMES, FEMALE_FIRST_NAMES, SURNAMES } from './muslim-names';
