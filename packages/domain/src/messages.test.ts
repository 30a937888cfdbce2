import { describe, expect, it } from 'vitest';
import { MESSAGES, formatMessage } from './messages';

describe('MESSAGES', () => {
  it('keeps the spec quirks verbatim', () => {
    expect(MESSAGES.passwordDigit).toBe('Password must contain 1 digit(0-9)');
    expect(MESSAGES.passwordLowercase).toBe('Password must contain 1 lowercase(a-z).');
    expect(MESSAGES.passwordMin8).toBe('Min 8 characters Password required.');
    expect(MESSAGES.profileBlockedWords).toBe(
      'Your Profile contains blocked words, please remove them to proceed.',
    );
    expect(MESSAGES.blockedWords).toBe('Your profile contains blocked words, please remove them to proceed.');
    expect(MESSAGES.loginToOpenProfile).toBe(
      'Create your profile to open others profile. </br> If you have already created the profile, please login',
    );
    expect(MESSAGES.somethingWentWrong).toBe('Something went wrong');
    expect(MESSAGES.somethingWentWrongDot).toBe('Something went wrong.');
    expect(MESSAGES.deleteRequestSent).toBe(
      'your delete request is sent to Admin. Admin will delete your profile. Kindly check after some time.',
    );
    expect(MESSAGES.deleteTooSoon).toBe(
      'Seems like you have created profile just for testing purpose. Deleting profile within 7 days is not allowed.',
    );
    expect(MESSAGES.cantStartWith).toBe("Can't start with 0, 1, 2, 3, 4, 5");
    expect(MESSAGES.notVerifiedForGroup).toBe("You're not verified! Please complete your verification.");
    expect(MESSAGES.profilesLoading).toBe('Profiles are loading, please wait....');
  });

  it('has the generic rule set messages of §5', () => {
    expect(MESSAGES.required).toBe('This field is required.');
    expect(MESSAGES.invalidEmail).toBe('Invalid e-mail.');
    expect(MESSAGES.invalidNumbers).toBe('Invalid Numbers.');
    expect(MESSAGES.noSpace).toBe('Space not allowed.');
    expect(MESSAGES.positiveNumber).toBe('Positive Number Required.');
    expect(MESSAGES.doesNotMatch).toBe('Does not match.');
    expect(MESSAGES.invalidName).toBe('Invalid Name.');
    expect(MESSAGES.emailMustBeValid).toBe('E-mail must be valid');
    expect(MESSAGES.fillRequiredFields).toBe('Please fill all the required fields');
  });

  it('has the §8 catalogue', () => {
    expect(MESSAGES.otpIncorrect).toBe('OTP is incorrect');
    expect(MESSAGES.invalidOtp).toBe('Invalid OTP');
    expect(MESSAGES.otpSent).toBe('OTP sent successfully');
    expect(MESSAGES.passwordSet).toBe('Password set successfully');
    expect(MESSAGES.invalidToken).toBe('Invalid token.');
    expect(MESSAGES.loginAfterCreateFailed).toBe('Something went wrong, please try again.');
    expect(MESSAGES.failedToUpdateProfile).toBe('Failed to update profile');
    expect(MESSAGES.verifyToReport).toBe('Kindly verify your profile to report the user.');
    expect(MESSAGES.reportedSuccessfully).toBe('Reported successfully.');
    expect(MESSAGES.proposalSent).toBe('Proposal sent successfully.');
    expect(MESSAGES.proposalRejected).toBe('Proposal has been rejected successfully');
    expect(MESSAGES.proposalRejectFailed).toBe('Failed to reject proposal');
    expect(MESSAGES.favouriteAdded).toBe('Profile Added to favourites.');
    expect(MESSAGES.favouriteRemoved).toBe('Profile removed from favourites.');
    expect(MESSAGES.profileUpdated).toBe('Your profile has been updated successfully');
    expect(MESSAGES.profileCreated).toBe('Your profile has been created successfully');
    expect(MESSAGES.userAlreadyBlocked).toBe('User already blocked.');
    expect(MESSAGES.unblockFailed).toBe('Failed to unblock user.');
    expect(MESSAGES.cannotMessageBlocked).toBe('You cannot send messages to this user as they are blocked.');
    expect(MESSAGES.joinedGroup).toBe('Successfully joined the group!');
    expect(MESSAGES.blockedTitle).toBe('Blocked!');
    expect(MESSAGES.unblockedTitle).toBe('Unblocked!');
    expect(MESSAGES.wrongValue).toBe('Wrong value');
    expect(MESSAGES.reasonRequired).toBe('Reason is required');
    expect(MESSAGES.fileRequired).toBe('File is required');
    expect(MESSAGES.requiredShort).toBe('Required');
  });

  it('has the page messages of §2, §4 and §6', () => {
    expect(MESSAGES.notFound).toBe('404 Not Found');
    expect(MESSAGES.errorOccurred).toBe('An error occurred');
    expect(MESSAGES.noProfilesFound).toBe('No profiles found!');
    expect(MESSAGES.noProfileFound).toBe('No Profile Found!');
    expect(MESSAGES.noFavouriteProfiles).toBe('No Favourite Profiles Found');
    expect(MESSAGES.noBookFound).toBe('No Book Found!');
    expect(MESSAGES.showingRecentVisitors).toBe('Showing Recent Visitors');
    expect(MESSAGES.noVisitorFound).toBe('No Visitor Found');
    expect(MESSAGES.showingProposal).toBe('Showing Proposal');
    expect(MESSAGES.alreadyReported).toBe('You have reported this user');
    expect(MESSAGES.userBlockedInChat).toBe('This user has been blocked.');
    expect(MESSAGES.joinGroupToSee).toBe('You need to join this group to see messages!');
    expect(MESSAGES.shareDialog).toBe('You may share this website to others by using following options');
  });

  it('gives every key its own text', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('formatMessage', () => {
  it('formats lengths and values', () => {
    expect(formatMessage.minLength(5)).toBe('Min 5 characters required.');
    expect(formatMessage.maxLength(20)).toBe('Max 20 characters required.');
    expect(formatMessage.minValue(40)).toBe('Minimum value is 40.');
    expect(formatMessage.maxValue(200)).toBe('Maximum value is 200.');
  });

  it('formats the blocked-user alert with its odd spacing', () => {
    expect(formatMessage.userBlocked('Spam')).toBe('User Blocked Reason : Spam');
  });

  it('formats field errors as FIELD NAME: first message, or Required', () => {
    expect(formatMessage.fieldError('full_name', 'Min 5 characters required.')).toBe(
      'FULL NAME: Min 5 characters required.',
    );
    expect(formatMessage.fieldError('no_of_married_brothers')).toBe('NO OF MARRIED BROTHERS: Required');
  });

  it('appends the matched word to the blocked-words messages', () => {
    expect(formatMessage.profileBlockedWord('agent')).toBe(
      'Your Profile contains blocked words, please remove them to proceed. (agent)',
    );
    expect(formatMessage.blockedWord('agent')).toBe(
      'Your profile contains blocked words, please remove them to proceed. (agent)',
    );
  });
});
