import { createContext, useContext } from 'react';
import type { MessageKey } from '@rishta/domain';
import type { WizardMode } from './validation';

/** What the steps need from the wizard besides the form itself (useFormContext). */
export interface WizardContextValue {
  mode: WizardMode;
  /** Edit mode: the profile is Verified, so a new name or birth year means a new ID check. */
  verified: boolean;
  /** Opens an advice popup (§8) with one of the domain messages. */
  advise: (message: MessageKey) => void;
  /** Applies §4's field rules after a change (Unmarried, Normal, zero brothers/sisters). */
  applyRules: () => void;
  /** The user set the contact privacy themselves: gender changes no longer reset it. */
  markPrivacyChosen: () => void;
  /** The user's gender changed: set the default contact privacy unless they chose it. */
  onGenderChange: (gender: string) => void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard outside the profile wizard');
  return value;
}
