import { describe, expect, it } from 'vitest';
import { degreeRequiredFor, educationGroupMembers, educationGroupOf } from './education-group';
import { EDUCATION_LEVELS } from '../constants/profile-options';

describe('education groups', () => {
  it('classifies each education of §9', () => {
    for (const e of ['Graduate', 'Engineer', 'Doctor', 'Post Graduate', 'Ph.D.'])
      expect(educationGroupOf(e)).toBe('higher');
    for (const e of [
      'Mufti',
      '10th Pass',
      'Diploma',
      'Aalim / Aalima',
      '12th Pass',
      'Hafiz / Hafiza',
      'Below 10th',
    ]) {
      expect(educationGroupOf(e)).toBe('lower');
    }
  });

  it('puts every education level in exactly one group', () => {
    for (const { name } of EDUCATION_LEVELS) expect(educationGroupOf(name)).toBeDefined();
  });

  it('ignores case and spacing, and knows nothing of other names', () => {
    expect(educationGroupOf('Aalim/Aalima')).toBe('lower');
    expect(educationGroupOf('post graduate')).toBe('higher');
    expect(educationGroupOf('MBA')).toBeUndefined();
    expect(educationGroupOf('')).toBeUndefined();
    expect(educationGroupOf(null)).toBeUndefined();
  });

  it('lists the members of a group', () => {
    expect(educationGroupMembers('higher')).toContain('Ph.D.');
    expect(educationGroupMembers('lower')).toContain('Diploma');
  });

  it('requires a degree except for the §5 list', () => {
    expect(degreeRequiredFor('Graduate')).toBe(true);
    expect(degreeRequiredFor('Diploma')).toBe(true);
    expect(degreeRequiredFor('Hafiz/Hafiza')).toBe(false);
    expect(degreeRequiredFor('12th Pass')).toBe(false);
    expect(degreeRequiredFor('')).toBe(false);
  });
});
