import type { LanguageCode } from '@rishta/domain';
import { hi } from './hi';
import { ur } from './ur';
import { kn } from './kn';
import { gu } from './gu';
import { te } from './te';
import { ta } from './ta';
import { mr } from './mr';
import { pa } from './pa';
import { bn } from './bn';
import { ml } from './ml';
import { or } from './or';
import type { ContentTranslationSeed } from './types';

/** The demo content's texts in the eleven languages besides English (issue 30). */
export const CONTENT_TRANSLATIONS: Record<Exclude<LanguageCode, 'en'>, ContentTranslationSeed> = {
  hi,
  ur,
  kn,
  gu,
  te,
  ta,
  mr,
  pa,
  bn,
  ml,
  or,
};
