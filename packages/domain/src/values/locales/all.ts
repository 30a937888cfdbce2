// Every language's texts of the fixed values at once, for the server (the bio-data PDF). The web
// loads one language's file at a time instead (apps/web/src/i18n).
import type { LanguageCode } from '../../constants/languages';
import bn from './bn';
import en, { type FixedValueTexts } from './en';
import gu from './gu';
import hi from './hi';
import kn from './kn';
import ml from './ml';
import mr from './mr';
import or from './or';
import pa from './pa';
import ta from './ta';
import te from './te';
import ur from './ur';

export const FIXED_VALUE_TEXTS: Record<LanguageCode, FixedValueTexts> = {
  en,
  hi,
  ur,
  mr,
  bn,
  pa,
  gu,
  or,
  ta,
  te,
  kn,
  ml,
};
