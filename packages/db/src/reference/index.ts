// Reference data: our own committed lists that profiles, search filters and the seed draw on.
export * from './states';
export * from './cities';
export * from './countries';
export * from './community';
