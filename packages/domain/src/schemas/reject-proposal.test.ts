import { describe, expect, it } from 'vitest';
import { rejectProposalSchema } from './reject-proposal';
import { messagesAt } from '../testing/issues';

describe('rejectProposalSchema', () => {
  it("reports 'Reason is required' for a missing or blank reason", () => {
    for (const message of [undefined, '', '   ']) {
      expect(messagesAt(rejectProposalSchema, { message }, 'message')).toEqual(['Reason is required']);
    }
  });

  it('accepts and trims a reason, up to 2000 characters', () => {
    expect(rejectProposalSchema.parse({ message: '  Not interested ' })).toEqual({
      message: 'Not interested',
    });
    expect(messagesAt(rejectProposalSchema, { message: 'x'.repeat(2001) }, 'message')).toEqual([
      'Max 2000 characters required.',
    ]);
  });
});
