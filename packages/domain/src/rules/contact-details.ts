// The early-contact guard (issue 32): the chat guidelines ask members not to share numbers
// quickly, and brokers and fraudsters move people off the site as fast as they can. A message
// that carries a phone number, an e-mail address or a payment handle, posted where people have
// no accepted proposal between them (a forum group), is warned about first; the sender may still
// send it once they confirm.

/** Ten digits or more, with spaces, dots, dashes or brackets between them (+91 98765 43210). */
const PHONE = /(?:\+?\d[\s.\-()]*){10,}/u;
/** An e-mail address or a UPI id (name@bank). */
const HANDLE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*/u;
/** A payment app or UPI named shortly before an id with a digit in it ("GPay me: fee4rishta"). */
const PAYMENT =
  /\b(?:upi|g\s?pay|google\s?pay|phone\s?pe|paytm|bhim)\b.{0,12}?[\p{L}\p{N}._-]*\d[\p{L}\p{N}._-]*/iu;

/** Which kind of contact detail a text carries, if any (the first found). */
export function contactDetailIn(text: string): 'phone' | 'handle' | 'payment' | null {
  if (PHONE.test(text)) return 'phone';
  if (HANDLE.test(text)) return 'handle';
  if (PAYMENT.test(text)) return 'payment';
  return null;
}

/** Whether a message needs the early-contact warning before it is sent. */
export const hasContactDetails = (text: string): boolean => contactDetailIn(text) !== null;

/** Distinct groups in a week where one account confirmed sharing contact details: then staff look. */
export const CONTACT_SHARING_FLAG_GROUPS = 3;
/** The reason staff read on such an account's flag (account_flags.reason). */
export const CONTACT_SHARING_FLAG = 'contact_details_early';
