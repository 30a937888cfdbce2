// The English texts only staff read: answers of /api/admin/* (issue 13). They are kept apart from
// MESSAGES because the public web app bundles MESSAGES on its first page; the console translates
// these codes from its own files, and the API sends the English as `detail`.
export const STAFF_MESSAGES = {
  // answers of the admin API (DESIGN §4 "Admin")
  adminOnly: 'Only admins can do this.',
  adminCannotBeBlocked: 'Admin accounts cannot be blocked.',
  accountBlocked: 'The account has been blocked.',
  accountUnblocked: 'The account has been unblocked.',
  profileApproved: 'The profile has been approved.',
  profileRejected: 'The profile has been rejected; its owner sees the reason.',
  verificationRemarkRequired: 'A remark is required to reject a verification.',
  verificationNotInProcess: 'Only a verification that is In Process can be decided.',
  verificationDecided: 'The verification status has been updated.',
  // (issue 13): staff sign-in with a second factor, and the console's answers
  staffOnly: 'This is for the moderation team only.',
  staffCodeWrong: 'That code is not right. Please type the 6-digit code your authenticator app shows now.',
  staffChallengeExpired: 'Your sign-in took too long. Please enter your password again.',
  staffSignedIn: 'Signed in to the moderation console.',
  // (issue 13, reports): handling a profile's reports
  noOpenReports: 'This profile has no open reports. Another moderator may have handled them already.',
  noPhotoInSlot: 'There is no photo in this slot.',
  noReportedMessage: 'These reports are not about a chat message.',
  // (issue 32, group forum moderation)
  notInGroup: 'This person is not a member of the group and has no restriction in it.',
  noRestriction: 'This person has no restriction in the group to lift.',
  groupNameTaken: 'Another group already has this name.',
  // (issue 13, staff management): adding, disabling and resetting staff accounts
  staffUsernameInvalid: 'A staff username may have letters, digits and . _ @ + - only, with no spaces.',
  staffUsernameTaken: 'This username is already used by another account. Please choose another one.',
  staffCannotDisableSelf: 'You cannot disable your own staff account.',
  staffCreated: 'The staff account has been created. They set up their authenticator at their first sign-in.',
  staffDisabled: 'The staff account has been disabled and signed out everywhere.',
  staffEnabled: 'The staff account can sign in again.',
  staffAuthenticatorReset:
    'The authenticator has been reset and the account signed out. It is set up again at the next sign-in.',
  // (issue 13, deletion requests): carrying a request out erases the person
  deletionCarriedOut: 'The person has been erased. Only the reason category is kept.',
  deletionRequestNotFound: 'There is no such deletion request. It may have been carried out already.',
  // (issue 13, content)
  guidelineTagExists: 'A tag with this name already exists.',
  guidelineTagHasVideos: 'This tag still has videos. Move or delete them first.',
  youtubeCodeInvalid: 'Enter the 11-character YouTube video id (the part after "v=" in the link).',
  httpsLinkRequired: 'Enter a full link that starts with https://.',
  pdfFilesOnly: 'Only PDF files are allowed.',
  blockedKeywordExists: 'This keyword is already blocked.',
  // (issue 28): the Messages screen
  messageNotResendable:
    'This message cannot be sent again: it is not failed, or its code has expired. The user can ask for a new code.',
  messageQueued: 'The message is being sent again.',
} as const;

export type StaffMessageKey = keyof typeof STAFF_MESSAGES;
