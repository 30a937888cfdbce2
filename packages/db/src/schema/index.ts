export * from './accounts';
export * from './profiles';
export * from './media';
export * from './relations';
export * from './chat';
export * from './content';
export * from './reference';
export * from './system';
