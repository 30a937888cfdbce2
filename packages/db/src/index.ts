export * from './schema/index';
export {
  createDb,
  createReadDb,
  migrate,
  withStartLock,
  newPglite,
  ReadQueueFullError,
  MIGRATIONS_FOLDER,
} from './create-db';
export { repoRoot } from './repo-root';
export { schemaState, type SchemaState } from './schema-state';
export type { Db, DbHandle, CreateDbOptions, ReadDbHandle, ReadDbOptions, Schema } from './create-db';
export { hashPassword, verifyPassword } from './auth/password';
export { DiskMediaStore, MediaUnavailableError, assertSafeKey, contentTypeOf } from './media/media-store';
export { S3MediaStore, type S3Settings } from './media/s3-media-store';
export {
  createMediaStore,
  describeMediaStore,
  mediaStoreProblems,
  type MediaStoreEnv,
} from './media/media-store-env';
export type { MediaStore } from './media/media-store';
export { makePhotoVariants, photoKeys } from './media/photo-variants';
export { convertPhotosToWebp, type ConversionSummary } from './media/convert-photos';
export type { PhotoVariants } from './media/photo-variants';
export { PARTNER_FOUND_OFFSET_KEY, DEMO_PARTNER_FOUND_OFFSET } from './settings-keys';
// Profile codes and reserved ids: sign-up and the seed both number profiles this way.
export {
  PROFILE_CODE_BASE,
  createProfileCodeAllocator,
  profileSlug,
  type ProfileCodeAllocator,
} from './profiles/profile-codes';
export { reserveIds } from './profiles/reserve-ids';
// Wire name <-> column: one map for create, update and read of a profile.
export { profileColumnsFrom, profileFieldsOf, profilePropertyOf } from './profiles/field-map';
export { sqlExecutor, type SqlExecutor } from './sql-executor';
