import { describe, expect, it } from 'vitest';
import { photoBlurFor } from './photo-blur';

describe('photoBlurFor', () => {
  it("blurs a woman's photos for everyone but her: always for visitors, until the question for members", () => {
    expect(photoBlurFor({ gender: 'Female', isOwner: false, loggedIn: false })).toBe('always');
    expect(photoBlurFor({ gender: 'Female', isOwner: false, loggedIn: true })).toBe('until-question');
    expect(photoBlurFor({ gender: 'Female', isOwner: true, loggedIn: true })).toBe('none');
  });

  it("never blurs a man's photos", () => {
    expect(photoBlurFor({ gender: 'Male', isOwner: false, loggedIn: false })).toBe('none');
    expect(photoBlurFor({ gender: 'Male', isOwner: false, loggedIn: true })).toBe('none');
  });
});
