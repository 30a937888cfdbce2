// The e-mails the service writes (issue 28), per interface language. English is complete and the
// fallback; the languages issue fills in the rest. `text` is the plain part; the HTML part is laid
// out by the API from the same lines, so the two never say different things.
import type { LanguageCode } from '../constants/languages';
import type { NotificationKind, NotificationParams } from './notification-kinds';

export interface EmailText {
  subject: string;
  /** Paragraphs, in order; the first is the greeting line. */
  paragraphs: string[];
  /** The paragraph to show large (the code), if any: an index into `paragraphs`. */
  emphasis?: number;
}

type EmailTemplates = { [K in NotificationKind]: (params: NotificationParams<K>) => EmailText };

const en: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} is your Rishta code`,
    paragraphs: [
      'Assalamu alaikum,',
      'Use this code to continue on Rishta:',
      code,
      `It works for ${minutes} minutes. Do not share it with anyone: Rishta staff will never ask you for it.`,
      'If you did not ask for this code, you can ignore this e-mail.',
      'Rishta is 100% free. Never pay anyone for a profile or a proposal.',
    ],
    emphasis: 2,
  }),
};

const hi: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} आपका Rishta कोड है`,
    paragraphs: [
      'अस्सलामु अलैकुम,',
      'Rishta पर आगे बढ़ने के लिए यह कोड डालें:',
      code,
      `यह ${minutes} मिनट तक काम करेगा। इसे किसी को न बताएँ: Rishta का स्टाफ़ इसे कभी नहीं माँगेगा।`,
      'अगर आपने यह कोड नहीं माँगा था, तो इस ई-मेल को अनदेखा कर दें।',
      'Rishta 100% मुफ़्त है। प्रोफ़ाइल या प्रस्ताव के लिए कभी किसी को पैसे न दें।',
    ],
    emphasis: 2,
  }),
};

const ur: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} آپ کا Rishta کوڈ ہے`,
    paragraphs: [
      'السلام علیکم،',
      'Rishta پر آگے بڑھنے کے لیے یہ کوڈ درج کریں:',
      code,
      `یہ ${minutes} منٹ تک کام کرے گا۔ اسے کسی کو نہ بتائیں: Rishta کا عملہ اسے کبھی نہیں مانگے گا۔`,
      'اگر آپ نے یہ کوڈ نہیں مانگا تھا تو اس ای میل کو نظر انداز کر دیں۔',
      'Rishta 100% مفت ہے۔ پروفائل یا رشتے کے پیغام کے لیے کبھی کسی کو پیسے نہ دیں۔',
    ],
    emphasis: 2,
  }),
};

const CATALOGUE: Partial<Record<LanguageCode, EmailTemplates>> = { en, hi, ur };

/** The languages that have their own e-mail texts; the others get English. */
export const EMAIL_LANGUAGES = Object.keys(CATALOGUE) as LanguageCode[];

/** The e-mail of a kind in a language, or in English when that language has no text yet. */
export function emailText<K extends NotificationKind>(
  kind: K,
  locale: string,
  params: NotificationParams<K>,
): EmailText & { locale: LanguageCode } {
  const chosen = (CATALOGUE as Record<string, EmailTemplates | undefined>)[locale];
  const templates = chosen ?? en;
  return { ...templates[kind](params), locale: chosen ? (locale as LanguageCode) : 'en' };
}

/** The plain-text body of the dev outbox and of an e-mail's text part. */
export function plainText(text: EmailText): string {
  return text.paragraphs.join('\n\n');
}
