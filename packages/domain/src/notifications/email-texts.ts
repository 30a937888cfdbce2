// The e-mails the service writes (issue 28), in each of the twelve interface languages: the
// catalogue is a full record, so a language without its texts does not compile. English is the
// fallback only for a locale that is not an interface language. The brand stays "Rishta" in Latin
// letters in every language; the other words (code, profile, proposal, the free-service notice)
// are those of the web's locales (apps/web/src/i18n/locales/<code>/common.json). `text` is the
// plain part; the HTML part is laid out by the API from the same lines, so the two never say
// different things.
import { isLanguageCode, type LanguageCode } from '../constants/languages';
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

const kn: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} ನಿಮ್ಮ Rishta ಕೋಡ್`,
    paragraphs: [
      'ಅಸ್ಸಲಾಮು ಅಲೈಕುಮ್,',
      'Rishta ದಲ್ಲಿ ಮುಂದುವರಿಯಲು ಈ ಕೋಡ್ ಬಳಸಿ:',
      code,
      `ಇದು ${minutes} ನಿಮಿಷಗಳವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ: Rishta ತಂಡ ಇದನ್ನು ನಿಮ್ಮಿಂದ ಎಂದಿಗೂ ಕೇಳುವುದಿಲ್ಲ.`,
      'ನೀವು ಈ ಕೋಡ್ ಕೇಳಿರದಿದ್ದರೆ, ಈ ಇಮೇಲ್ ಅನ್ನು ನಿರ್ಲಕ್ಷಿಸಬಹುದು.',
      'Rishta 100% ಉಚಿತ. ಪ್ರೊಫೈಲ್ ಅಥವಾ ಪ್ರಸ್ತಾಪಕ್ಕಾಗಿ ಯಾರಿಗೂ ಎಂದಿಗೂ ಹಣ ಕೊಡಬೇಡಿ.',
    ],
    emphasis: 2,
  }),
};

const gu: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} તમારો Rishta કોડ છે`,
    paragraphs: [
      'અસ્સલામુ અલૈકુમ,',
      'Rishta પર આગળ વધવા માટે આ કોડ લખો:',
      code,
      `આ કોડ ${minutes} મિનિટ સુધી ચાલશે. તે કોઈને ન જણાવશો: Rishta ની ટીમ તમારી પાસે તે ક્યારેય નહીં માંગે.`,
      'જો તમે આ કોડ મંગાવ્યો ન હોય, તો આ ઈ-મેલને અવગણી શકો છો.',
      'Rishta 100% મફત છે. પ્રોફાઇલ કે પ્રસ્તાવ માટે ક્યારેય કોઈને પૈસા ન આપશો.',
    ],
    emphasis: 2,
  }),
};

const te: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} మీ Rishta కోడ్`,
    paragraphs: [
      'అస్సలాము అలైకుమ్,',
      'Rishta లో కొనసాగడానికి ఈ కోడ్‌ను ఎంటర్ చేయండి:',
      code,
      `ఇది ${minutes} నిమిషాల పాటు పనిచేస్తుంది. దీన్ని ఎవరితోనూ షేర్ చేయకండి: Rishta టీమ్ దీన్ని మిమ్మల్ని ఎప్పుడూ అడగదు.`,
      'మీరు ఈ కోడ్ అడగకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు.',
      'Rishta 100% ఉచితం. ప్రొఫైల్ లేదా ప్రపోజల్ కోసం ఎవరికీ ఎప్పుడూ డబ్బు ఇవ్వకండి.',
    ],
    emphasis: 2,
  }),
};

const ta: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} என்பது உங்கள் Rishta குறியீடு`,
    paragraphs: [
      'அஸ்ஸலாமு அலைக்கும்,',
      'Rishta-வில் தொடர இந்தக் குறியீட்டை உள்ளிடவும்:',
      code,
      `இது ${minutes} நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்: Rishta குழுவினர் இதை ஒருபோதும் உங்களிடம் கேட்க மாட்டார்கள்.`,
      'இந்தக் குறியீட்டை நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கலாம்.',
      'Rishta 100% இலவசம். சுயவிவரத்துக்காகவோ திருமண விருப்பத்துக்காகவோ யாருக்கும் ஒருபோதும் பணம் கொடுக்காதீர்கள்.',
    ],
    emphasis: 2,
  }),
};

const mr: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} हा तुमचा Rishta कोड आहे`,
    paragraphs: [
      'अस्सलामु अलैकुम,',
      'Rishta वर पुढे जाण्यासाठी हा कोड टाका:',
      code,
      `हा कोड ${minutes} मिनिटे चालेल. तो कोणालाही सांगू नका: Rishta ची टीम तो तुमच्याकडे कधीही मागणार नाही.`,
      'जर तुम्ही हा कोड मागवला नसेल, तर या ई-मेलकडे दुर्लक्ष करू शकता.',
      'Rishta 100% मोफत आहे. प्रोफाइल किंवा प्रस्तावासाठी कधीही कोणालाही पैसे देऊ नका.',
    ],
    emphasis: 2,
  }),
};

const pa: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} ਤੁਹਾਡਾ Rishta ਕੋਡ ਹੈ`,
    paragraphs: [
      'ਅੱਸਲਾਮੁ ਅਲੈਕੁਮ,',
      "Rishta 'ਤੇ ਅੱਗੇ ਵਧਣ ਲਈ ਇਹ ਕੋਡ ਭਰੋ:",
      code,
      `ਇਹ ${minutes} ਮਿੰਟ ਤੱਕ ਕੰਮ ਕਰੇਗਾ। ਇਸ ਨੂੰ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ: Rishta ਦੀ ਟੀਮ ਤੁਹਾਡੇ ਤੋਂ ਇਹ ਕਦੇ ਨਹੀਂ ਮੰਗੇਗੀ।`,
      'ਜੇ ਤੁਸੀਂ ਇਹ ਕੋਡ ਨਹੀਂ ਮੰਗਿਆ ਸੀ, ਤਾਂ ਤੁਸੀਂ ਇਸ ਈ-ਮੇਲ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰ ਸਕਦੇ ਹੋ।',
      'Rishta 100% ਮੁਫ਼ਤ ਹੈ। ਪ੍ਰੋਫਾਈਲ ਜਾਂ ਪ੍ਰਸਤਾਵ ਲਈ ਕਦੇ ਵੀ ਕਿਸੇ ਨੂੰ ਪੈਸੇ ਨਾ ਦਿਓ।',
    ],
    emphasis: 2,
  }),
};

const bn: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} আপনার Rishta কোড`,
    paragraphs: [
      'আসসালামু আলাইকুম,',
      'Rishta-তে এগিয়ে যেতে এই কোডটি লিখুন:',
      code,
      `এটি ${minutes} মিনিট কাজ করবে। কাউকে এটি জানাবেন না: Rishta-র টিম কখনও আপনার কাছে এটি চাইবে না।`,
      'আপনি এই কোড না চেয়ে থাকলে এই ই-মেলটি উপেক্ষা করতে পারেন।',
      'Rishta 100% বিনামূল্যে। প্রোফাইল বা প্রস্তাবের জন্য কখনও কাউকে টাকা দেবেন না।',
    ],
    emphasis: 2,
  }),
};

const ml: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} ആണ് നിങ്ങളുടെ Rishta കോഡ്`,
    paragraphs: [
      'അസ്സലാമു അലൈക്കും,',
      'Rishta-യിൽ തുടരാൻ ഈ കോഡ് നൽകുക:',
      code,
      `ഇത് ${minutes} മിനിറ്റ് നേരത്തേക്ക് പ്രവർത്തിക്കും. ഇത് ആരുമായും ഷെയർ ചെയ്യരുത്: Rishta ടീം ഒരിക്കലും ഇത് നിങ്ങളോട് ചോദിക്കില്ല.`,
      'നിങ്ങൾ ഈ കോഡ് ആവശ്യപ്പെട്ടിട്ടില്ലെങ്കിൽ, ഈ ഇ-മെയിൽ അവഗണിക്കാം.',
      'Rishta 100% സൗജന്യമാണ്. പ്രൊഫൈലിനോ പ്രൊപ്പോസലിനോ വേണ്ടി ആർക്കും ഒരിക്കലും പണം നൽകരുത്.',
    ],
    emphasis: 2,
  }),
};

const or: EmailTemplates = {
  otp: ({ code, minutes }) => ({
    subject: `${code} ଆପଣଙ୍କ Rishta କୋଡ`,
    paragraphs: [
      'ଆସ୍ସାଲାମୁ ଆଲାଇକୁମ,',
      'Rishtaରେ ଆଗକୁ ବଢ଼ିବା ପାଇଁ ଏହି କୋଡ ଲେଖନ୍ତୁ:',
      code,
      `ଏହା ${minutes} ମିନିଟ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ। ଏହାକୁ କାହାକୁ କହନ୍ତୁ ନାହିଁ: Rishta ଟିମ କେବେ ବି ଆପଣଙ୍କୁ ଏହା ମାଗିବ ନାହିଁ।`,
      'ଯଦି ଆପଣ ଏହି କୋଡ ମାଗି ନଥିଲେ, ତେବେ ଏହି ଇମେଲକୁ ଅଣଦେଖା କରିପାରିବେ।',
      'Rishta 100% ମାଗଣା। ପ୍ରୋଫାଇଲ କିମ୍ବା ପ୍ରସ୍ତାବ ପାଇଁ କେବେ ବି କାହାକୁ ଟଙ୍କା ଦିଅନ୍ତୁ ନାହିଁ।',
    ],
    emphasis: 2,
  }),
};

// Every interface language, in the order of INTERFACE_LANGUAGES.
const CATALOGUE: Record<LanguageCode, EmailTemplates> = { en, hi, ur, kn, gu, te, ta, mr, pa, bn, ml, or };

/** The languages that have their own e-mail texts: all the interface languages. */
export const EMAIL_LANGUAGES = Object.keys(CATALOGUE) as LanguageCode[];

/** The e-mail of a kind in a language, or in English when the locale is not an interface language. */
export function emailText<K extends NotificationKind>(
  kind: K,
  locale: string,
  params: NotificationParams<K>,
): EmailText & { locale: LanguageCode } {
  const language: LanguageCode = isLanguageCode(locale) ? locale : 'en';
  return { ...CATALOGUE[language][kind](params), locale: language };
}

/** The plain-text body of the dev outbox and of an e-mail's text part. */
export function plainText(text: EmailText): string {
  return text.paragraphs.join('\n\n');
}
