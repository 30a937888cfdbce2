// The OTP SMS as registered on DLT in each interface language (issue 30). Operators drop an SMS
// unlike its registered text; the words are the OTP e-mail's, with "OTP" in Latin as on the web.
import type { LanguageCode } from '../constants/languages';

export const SMS_OTP_REGISTERED: Record<LanguageCode, string> = {
  en: 'Your Rishta OTP is ##otp##. It is valid for ##minutes## minutes. Do not share it with anyone.',
  hi: 'आपका Rishta OTP ##otp## है। यह ##minutes## मिनट तक काम करेगा। इसे किसी को न बताएँ।',
  ur: 'آپ کا Rishta OTP ##otp## ہے۔ یہ ##minutes## منٹ تک کام کرے گا۔ اسے کسی کو نہ بتائیں۔',
  kn: 'ನಿಮ್ಮ Rishta OTP ##otp##. ಇದು ##minutes## ನಿಮಿಷಗಳವರೆಗೆ ಕೆಲಸ ಮಾಡುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.',
  gu: 'તમારો Rishta OTP ##otp## છે. આ OTP ##minutes## મિનિટ સુધી ચાલશે. તે કોઈને ન જણાવશો.',
  te: 'మీ Rishta OTP ##otp##. ఇది ##minutes## నిమిషాల పాటు పనిచేస్తుంది. దీన్ని ఎవరితోనూ షేర్ చేయకండి.',
  ta: 'உங்கள் Rishta OTP ##otp##. இது ##minutes## நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
  mr: 'तुमचा Rishta OTP ##otp## आहे. हा OTP ##minutes## मिनिटे चालेल. तो कोणालाही सांगू नका.',
  pa: 'ਤੁਹਾਡਾ Rishta OTP ##otp## ਹੈ। ਇਹ ##minutes## ਮਿੰਟ ਤੱਕ ਕੰਮ ਕਰੇਗਾ। ਇਸ ਨੂੰ ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੋ।',
  bn: 'আপনার Rishta OTP ##otp##। এটি ##minutes## মিনিট কাজ করবে। কাউকে এটি জানাবেন না।',
  ml: 'നിങ്ങളുടെ Rishta OTP ##otp## ആണ്. ഇത് ##minutes## മിനിറ്റ് നേരത്തേക്ക് പ്രവർത്തിക്കും. ഇത് ആരുമായും ഷെയർ ചെയ്യരുത്.',
  or: 'ଆପଣଙ୍କ Rishta OTP ##otp##। ଏହା ##minutes## ମିନିଟ ପର୍ଯ୍ୟନ୍ତ କାମ କରିବ। ଏହାକୁ କାହାକୁ କହନ୍ତୁ ନାହିଁ।',
};
