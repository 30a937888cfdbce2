// One lazy chunk for both parts of the owner's page (issue 13). Two chunks would each share a
// different slice of Mantine with the home route, and Rollup would split the home route's shared
// chunks to match: measured, +0.2 KiB on the home page's download for nothing.
export { ModeratorNotices } from './moderator-notices';
export { ModerationHistory } from './moderation-history';
