import type { DecisionTarget } from './queue/define-queue';

/** A profile as its decisions need it. */
export interface DecidedProfile {
  profile_code: string;
  full_name: string;
}

const code = (profile: DecidedProfile) => encodeURIComponent(profile.profile_code);

/**
 * Approving or rejecting a new profile, wherever it is done (the new-profiles queue's items and a
 * profile's full review): POST …/approve/, or …/reject/ with the reason the owner reads. The
 * notifications and the reject dialog (kit/reason-dialog.tsx) are in the new-profiles queue's
 * words (console-new-profiles).
 */
export const profileDecisions = {
  approve: (profile: DecidedProfile) => ({ path: `/profiles/${code(profile)}/approve/` }),
  reject: (profile: DecidedProfile, { reason }: { reason: string }) => ({
    path: `/profiles/${code(profile)}/reject/`,
    json: { reason },
  }),
};

export type ProfileAction = keyof typeof profileDecisions;

/** Deciding on a profile outside its queue: the same calls and words; every profile list refreshes. */
export const profileDecisionTarget: DecisionTarget<DecidedProfile> & { list: string } = {
  name: 'new-profiles',
  decisions: profileDecisions,
  list: '/profiles/',
  touchesOthers: true,
};
