// Every number of SPEC.md §9 (and the few of §2, §4, §8 that code depends on), in one place so
// the API, the web app and the tests agree.

export const OTP_LENGTH = 6;
export const MOBILE_LENGTH = 10;

export const LOGIN_PASSWORD_MIN = 4;
export const SIGNUP_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 6;
/** The generic rule set's password rule (§5), not used by the sign-up form itself. */
export const GENERIC_PASSWORD_MIN = 8;

export const DELETE_MIN_DAYS = 7;
export const MIN_AGE = 18;
/** Contact details are visible from 08:00 up to (not including) 22:00 India time. */
export const CONTACT_HOURS = { start: 8, end: 22 } as const;
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MINUTES = 330;

export const WEIGHT = { min: 40, max: 200 } as const;
export const SIBLINGS = { min: 0, max: 10 } as const;
export const CHILDREN = { min: 0, max: 9 } as const;
export const YEAR_OF_BIRTH = { min: 1930, max: 2004 } as const;
export const NAME_LENGTH = { min: 5, max: 20 } as const;
export const PARENT_FIELD_LENGTH = { min: 5, max: 200 } as const;
export const LONG_TEXT_MIN = 25;
export const DURATION_MIN = 4;
export const REASON_MAX = 2000;

/**
 * The longest text each kind of field accepts (issue 10): no field is unbounded, so no request
 * can store or lay out megabytes of text. The API and the web form check the same numbers.
 */
export const TEXT_MAX = {
  /** A value picked from a reference list (state, city, education, ...): the list decides, this bounds it. */
  choice: 100,
  /** A short free text: degree, occupation, the time since khula or divorce. */
  short: 100,
  /** A sentence or two: the marital-status detail, the handicap detail, hobbies. */
  detail: 300,
  /** Expectations and extra information. */
  long: 1000,
  /** RFC 5321's longest address. */
  email: 254,
  /** Longer passwords only cost hashing time; pass phrases fit easily. */
  password: 128,
  /** One chat message (issue 14). */
  chat: 2000,
} as const;
/** E.164 allows at most 15 digits; the spec only says "digits only". */
export const PHONE_MAX_DIGITS = 15;

export const CHAT_POLL_MS = 3000;
export const BLOCKED_WORD_CHECK_MS = 3000;
export const WEBVIEW_CHECK_MS = 5000;
export const PROFILE_DETAIL_CHECK_DELAY_MS = 1000;
export const GROUP_ERROR_POPUP_MS = 3000;
export const JOIN_SUCCESS_POPUP_MS = 2000;

export const PAGE_SIZE = 20;
export const MAX_LIMIT = 1000;
/** Favourites and sent/received proposal look-ups fetch up to this many (§9). */
export const LOOKUP_LIMIT = 1000;
export const NEW_PROFILES_LIMIT = 50;
export const LOCAL_SEARCH_PAGE_SIZE = 50;
export const HOME_CAROUSEL_SIZE = 10;
export const VISIBLE_PAGES = 10;
/**
 * How far past a page's first result a list counts (issue 15, decision 038): at most this many
 * more, so a count never reads the whole table; beyond it the answer says `count_capped` and the
 * web shows "1,000+". Going deeper counts further, so the page links always lead on.
 */
export const LIST_COUNT_AHEAD = 1000;
export const DEFAULT_PROFILE_TOTAL = 12000;
export const PHOTO_SLOTS = 3;
export const EXPECTATION_AGE = { min: 18, max: 80, defaultMin: 18, defaultMax: 50 } as const;

export const OTP_MAX_PER_DAY = 2;
export const OTP_TTL_MINUTES = 10;
/** Tries of one code (issue 10); after them it is void and a new code is needed. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * Issue 11: a new code may be asked for this long after the last one. While the first code is
 * live, that is a resend and not a new generation of the daily budget (at most OTP_MAX_RESENDS).
 */
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_RESENDS = 3;
/**
 * After a code could not be sent for good (the provider refused it or never answered), asking
 * again within this many seconds answers otpSendFailed: "Try again in a few minutes" (issue 28).
 */
export const OTP_SEND_FAILED_WAIT_SECONDS = 120;

export const APP_BAR_HEIGHT = 60;

/** The oldest age a female searcher's default range reaches (§9). */
export const SEARCH_MAX_AGE = 80;

/**
 * A signed photo URL works for at most this long (issue 10): a copied link to someone's clear
 * photo dies quickly. URLs are made for 10 minutes and rounded up to 5-minute steps, so one photo
 * keeps the same URL (and the browser's cached copy) for a while.
 */
export const PHOTO_URL_MAX_LIFETIME_SECONDS = 15 * 60;
export const PHOTO_URL_STEP_SECONDS = 5 * 60;

/**
 * Profiles whose contact details one account may be shown per India day through the hours rule
 * (proposal pairs do not count), and profile pages it may open per minute (issue 10: contact
 * harvesting). A family looking seriously opens a few dozen a day; a script opens hundreds.
 */
export const CONTACT_PROFILES_PER_DAY = 50;
export const PROFILE_DETAILS_PER_MINUTE = 30;

/** Photos, ID documents and report evidence: one file of at most 5 MB per upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Room for the multipart framing and the few text fields around the file. */
export const UPLOAD_FRAMING_BYTES = 64 * 1024;
/** Photo uploads per account per hour (a person tries a few photos, not hundreds). */
export const PHOTO_UPLOADS_PER_HOUR = 30;
