// Test builders shared by the packages' and apps' tests (never imported by product code).
export * from './issues';
export * from './profile-form';
export * from './feedback';
