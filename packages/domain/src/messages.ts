// Every user-facing message of SPEC.md (§2, §4, §5, §6, §8), verbatim: spelling, punctuation and
// capitalisation are part of the product, so quirks such as the missing full stop after
// 'digit(0-9)' or the two capitalisations of the blocked-words message are kept on purpose.
// Both the API (field errors, `detail`) and the web app (toasts, dialogs) read them from here.
// Entries marked "authored" had no verbatim text in the spec; their wording is ours.

export const MESSAGES = {
  // Generic rule set (§5)
  required: 'This field is required.',
  invalidEmail: 'Invalid e-mail.',
  passwordMin8: 'Min 8 characters Password required.',
  passwordLowercase: 'Password must contain 1 lowercase(a-z).',
  passwordDigit: 'Password must contain 1 digit(0-9)',
  invalidNumbers: 'Invalid Numbers.',
  noSpace: 'Space not allowed.',
  positiveNumber: 'Positive Number Required.',
  doesNotMatch: 'Does not match.',
  invalidName: 'Invalid Name.',
  // authored: the spec lists url, IP, port and alphanumeric rules without their messages
  invalidUrl: 'Invalid URL.',
  invalidIp: 'Invalid IP address.',
  invalidPort: 'Invalid port.',
  alphanumericOnly: 'Only letters and numbers are allowed.',
  // authored: a value outside a fixed list of choices (only reachable by a hand-made request)
  invalidChoice: 'Please choose a valid option.',

  // Profile form and sign-up (§5, §8)
  emailMustBeValid: 'E-mail must be valid',
  fillRequiredFields: 'Please fill all the required fields',
  profileBlockedWords: 'Your Profile contains blocked words, please remove them to proceed.',
  blockedWords: 'Your profile contains blocked words, please remove them to proceed.',
  otpIncorrect: 'OTP is incorrect',
  otpSent: 'OTP sent successfully',
  // authored: §8 only says the page warns about the SMS cost and the auto-block after 2 OTPs
  otpCostWarning:
    'Every OTP SMS costs us money. If more than 2 OTPs are generated, the number is blocked automatically.',
  // authored: DESIGN §5.1, the clear message once the 2-OTPs-a-day limit is reached
  otpLimitReached: 'More than 2 OTPs were requested for this number. Please try again after 24 hours.',
  // authored (issue 28): the SMS provider or the mail relay refused the code for good
  otpSendFailed: 'We could not send the code. Try again in a few minutes.',
  profileCreated: 'Your profile has been created successfully',
  // authored: the bilingual created-successfully note shown after submission (§8)
  profileCreatedNote: 'Your profile has been created successfully. आपकी प्रोफ़ाइल सफलतापूर्वक बना दी गई है।',
  loginAfterCreateFailed: 'Something went wrong, please try again.',
  // Create-profile field errors fall back to this when the server gives no message (§8)
  requiredShort: 'Required',
  profileUpdated: 'Your profile has been updated successfully',
  failedToUpdateProfile: 'Failed to update profile',
  // authored advice popups (§8)
  polygamyWarning:
    'Please do not hide your existing marriage. Mention your current marriage honestly in the details, as hiding a second marriage is a betrayal of trust.',
  selfUnmarriedWarning:
    'You are creating your own profile. Please explain in the extra information why your parents are not involved in your marriage search.',
  femalePrivacyNote:
    "For your privacy, a female profile's contact number is hidden by default. Only people who send you a proposal can see it.",

  // Login and forgot password (§5, §8)
  cantStartWith: "Can't start with 0, 1, 2, 3, 4, 5",
  invalidOtp: 'Invalid OTP',
  passwordSet: 'Password set successfully',
  somethingWentWrong: 'Something went wrong',
  invalidToken: 'Invalid token.',
  loginToOpenProfile:
    'Create your profile to open others profile. </br> If you have already created the profile, please login',

  // Profile detail, report, deletion (§2, §4, §5, §8)
  noProfileFound: 'No Profile Found!',
  verifyToReport: 'Kindly verify your profile to report the user.',
  reportedSuccessfully: 'Reported successfully.',
  somethingWentWrongDot: 'Something went wrong.',
  alreadyReported: 'You have reported this user',
  deleteRequestSent:
    'your delete request is sent to Admin. Admin will delete your profile. Kindly check after some time.',
  deleteTooSoon:
    'Seems like you have created profile just for testing purpose. Deleting profile within 7 days is not allowed.',
  // authored: shown on the owner's profile while the deletion request waits for an admin (§2, §4)
  deleteRequestInProcess: 'Your delete request is in process.',
  // authored: §5 requires an image for the report evidence
  imageFilesOnly: 'Only image files are allowed.',
  // authored: §5 lists png, gif and jpeg for the verification document
  verifyDocumentTypes: 'Only png, gif and jpeg files are allowed.',
  fileRequired: 'File is required',
  // authored: a verified profile has nothing left to verify (DESIGN §4 verification flow)
  alreadyVerified: 'Your profile is already verified.',
  wrongValue: 'Wrong value',

  // Proposals and favourites (§8)
  reasonRequired: 'Reason is required',
  proposalSent: 'Proposal sent successfully.',
  proposalRejected: 'Proposal has been rejected successfully',
  proposalRejectFailed: 'Failed to reject proposal',
  // authored: refusals of the proposal calls (DESIGN §5.3, issue 5) and the WhatsApp dialog
  proposalToSelf: 'You cannot send a proposal to your own profile.',
  proposalSameGender: 'Proposals can only be sent to profiles of the opposite gender.',
  proposalUnavailable: 'This profile is not available for proposals.',
  proposalOnlyReceiver: 'Only the person who received this proposal can answer it.',
  proposalAlreadyAnswered: 'This proposal has already been answered.',
  proposalAccepted: 'Proposal accepted.',
  proposalAcceptFailed: 'Failed to accept proposal',
  contactOutsideHours:
    'Contact details are shown only between 08:00 and 22:00 India time. Your proposal has been sent.',
  // authored: a pending or inactive profile cannot send proposals (DESIGN §5.3, issue 5)
  proposalSenderNotListed: 'Your profile must be approved and active before you can send proposals.',
  // authored: the expectation's age must be a [minimum, maximum] pair (SPEC §5 Expectation)
  expectationAgeRange: 'Choose a minimum and a maximum age between 18 and 80.',
  favouriteAdded: 'Profile Added to favourites.',
  favouriteRemoved: 'Profile removed from favourites.',

  // Chat (§4, §6, §8)
  userAlreadyBlocked: 'User already blocked.',
  unblockFailed: 'Failed to unblock user.',
  cannotMessageBlocked: 'You cannot send messages to this user as they are blocked.',
  userBlockedInChat: 'This user has been blocked.',
  joinedGroup: 'Successfully joined the group!',
  blockedTitle: 'Blocked!',
  unblockedTitle: 'Unblocked!',
  notVerifiedForGroup: "You're not verified! Please complete your verification.",
  joinGroupToSee: 'You need to join this group to see messages!',
  chatGuidelinesTitle: 'Important Guidelines',
  groupForumTitle: 'Group Forum',
  chatAppTitle: 'Chat App',
  // authored (issue 14): the refusals the spec's chat service left unworded
  notAFriend: 'You can chat only with people whose proposal has been accepted.',
  chatTooFast: 'You are sending messages too fast. Please wait a minute and try again.',
  groupNotFound: 'This group does not exist.',
  // authored (issue 32): group forum moderation, as the member meets it
  mutedInGroup: 'You cannot post in this group for now. The reason is shown above the message box.',
  bannedFromGroup: 'You have been removed from this group and cannot join it again.',
  groupArchived: 'This group is closed. Its messages can be read but no new ones can be posted.',
  notGroupAdmin: 'Only an admin of this group can remove its messages.',
  groupMessageRemoved: 'The message was removed.',
  messageNotInGroup: 'This message is not in the group, or it was already removed.',
  contactDetailsEarly:
    'This message has a phone number, an e-mail address or a payment id. Everyone in the group will see it. Our guidelines ask you not to share numbers quickly: families usually exchange them after a proposal is accepted.',
  chatNotYourId: 'You can only chat as yourself.',
  leftGroup: 'You have left the group.',
  // authored (issue 32): reporting a chat message
  messageNotReportable: 'You can report only a message someone sent to you or to your group.',
  messageAlreadyReported: 'You have already reported this message.',
  messageReported: 'Thank you. Our team will look at this message.',

  // Lists and pages (§2)
  notFound: '404 Not Found',
  errorOccurred: 'An error occurred',
  noProfilesFound: 'No profiles found!',
  profilesLoading: 'Profiles are loading, please wait....',
  noFavouriteProfiles: 'No Favourite Profiles Found',
  noBookFound: 'No Book Found!',
  showingRecentVisitors: 'Showing Recent Visitors',
  noVisitorFound: 'No Visitor Found',
  showingProposal: 'Showing Proposal',
  shareDialog: 'You may share this website to others by using following options',
  // authored: §1 fraud and free-service notices, §2 agent marquee
  fraudNotice:
    'This service is 100% free. Do not pay money to anyone who asks for it in the name of this website.',
  freeServiceNotice: 'This service is 100% free. We never ask for money.',
  agentWarning: 'Beware of agents and brokers. This website is totally free and never asks for money.',
  // authored: §2 says the feedback form's submission is not shown
  feedbackSent: 'Thank you! Your feedback has been sent.',

  // authored: answers of the account calls (§7 "Account") whose wording the spec does not show
  invalidCredentials: 'Invalid mobile number/e-mail or password.',
  loginSuccessful: 'Login successful',
  useAdminConsole: 'Please use the admin console.',
  noAccountFound: 'No account found. Please create your profile.',
  mobileAccountExists: 'An account with this number already exists. Please login.',
  emailAccountExists: 'An account with this e-mail already exists. Please login.',
  tooManyAttempts: 'Too many attempts for this account. Please try again after 15 minutes.',
  loginLocked:
    'Too many wrong passwords for this account. Please try again after 15 minutes, or use Forgot password to set a new one now.',
  // authored: discovery calls (profile search, favourites) whose errors the spec does not show
  invalidProfileCode: 'Invalid profile code.',
  cannotFavouriteOwnProfile: 'You cannot add your own profile to favourites.',
  // authored: the common-password rule (DESIGN §5.6)
  passwordTooCommon: 'This password is too common. Please choose a less obvious one.',
  // authored: the time-derived request header of §7 (DESIGN §5.7)
  requestTimeInvalid: 'The request time header is not valid.',
  requestTimeStale:
    "The request time header is too far from the server's clock. Please check your device's clock.",
  // authored: hardening (issue 10): every failure gets a clear answer in the one error shape
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  // authored (issue 15): a public read stopped by its time limit, and load shed under overload
  searchTimedOut: 'The search took too long. Please try again or narrow it.',
  serviceBusy: 'The service is busy right now. Please try again in a moment.',
  // authored (issue 33): the media store (S3) is down: an upload saved nothing, a file cannot be shown
  mediaUnavailable: 'Photos and files are unavailable right now. Please try again in a few minutes.',
  invalidCharacters: 'This value contains characters that are not allowed.',
  addressTooLong: 'The address is too long.',
  fileTooLarge: 'The file is too large.',
  malformedUpload: 'The upload was incomplete. Please try again.',
  apiNotFound: 'Not found.',
  otpVoid: 'Too many wrong codes were typed, so this OTP no longer works. Please request a new one.',
  localOnly: 'This tool answers only requests made on the server itself.',
  genderCannotChange: 'Gender cannot be changed after sign-up.',
  verificationResetAfterEdit:
    'You changed your name or date of birth, so your profile must be verified again. Please send your ID document.',
  passwordIsUsername: 'Your password cannot be your mobile number or e-mail.',
  passwordOneCharacter: 'Your password cannot be one character repeated.',
  // authored (issue 12): every error answer carries a code of this table, the framework's too
  invalidValue: 'Invalid value.',
  permissionDenied: 'You do not have permission to perform this action.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidSignature: 'Invalid signature.',
  linkExpired: 'This link has expired.',
  bioDataLinkInvalid: 'This link is invalid or has expired.',
  bookNotFound: 'Book not found.',
  cannotReportSelf: 'You cannot report your own profile.',
  unsupportedMediaType: 'This kind of content is not accepted here.',
  unreadableRequest: 'The request could not be read. Please try again.',
  // authored (issue 12): a second document while the first one waits for an admin
  verificationAwaitingDecision:
    'Your document is being checked. You can send another one once it has been decided.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

// Messages that carry a value. Kept apart from MESSAGES so that every MESSAGES entry is a plain
// string the web app can use as a translation key.
export const formatMessage = {
  minLength: (n: number) => `Min ${n} characters required.`,
  maxLength: (n: number) => `Max ${n} characters required.`,
  // authored: §5 lists min and max number rules without their messages
  minValue: (n: number) => `Minimum value is ${n}.`,
  maxValue: (n: number) => `Maximum value is ${n}.`,
  userBlocked: (reason: string) => `User Blocked Reason : ${reason}`,
  // §8 'FIELD NAME: first message': the field key upper-cased with underscores as spaces
  fieldError: (field: string, message?: string) =>
    `${field.replace(/_/g, ' ').toUpperCase()}: ${message ?? MESSAGES.requiredShort}`,
  // §5: the blocked-words message is shown "together with the word"
  profileBlockedWord: (word: string) => `${MESSAGES.profileBlockedWords} (${word})`,
  // authored (issue 11): a resend asked for before the countdown ended
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for a new OTP.`,
  blockedWord: (word: string) => `${MESSAGES.blockedWords} (${word})`,
  // authored (issue 12): a per-IP or per-account pace was exceeded; `after` as the limiter says it
  tooManyRequests: (minutes: number) => `Too many requests. Please try again in ${minutes} min.`,
} as const;
