import { describe, expect, it } from 'vitest';
import { fieldChanges, showValue, translatedField } from './audit-changes';

describe('before → after', () => {
  it('lists the changed fields only, added and removed ones too', () => {
    expect(
      fieldChanges(
        { status: 'pending', hidden: false, tags: ['a'], gone: 'x' },
        { status: 'approved', hidden: false, tags: ['a', 'b'], added: 3 },
      ),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'approved' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
      { field: 'gone', before: 'x', after: undefined },
      { field: 'added', before: undefined, after: 3 },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
  });

  it('lists a changed translation as its own text, leaving the unchanged languages out', () => {
    expect(
      fieldChanges(
        { message: 'Eid Mubarak!', translations: { ur: { message: 'عید مبارک!' } } },
        {
          message: 'Eid Mubarak!',
          translations: { ur: { message: 'عید مبارک!' }, ta: { message: 'ஈத் முபாரக்!' } },
        },
      ),
    ).toEqual([{ field: 'translations.ta.message', before: undefined, after: 'ஈத் முபாரக்!' }]);
    expect(translatedField('translations.ta.message')).toEqual({ language: 'ta', field: 'message' });
    expect(translatedField('message')).toBeUndefined();
  });

  it('writes values compactly and cuts long ones', () => {
    expect(showValue(null).text).toBe('–');
    expect(showValue(undefined).text).toBe('–');
    expect(showValue('').text).toBe('""');
    expect(showValue(false).text).toBe('false');
    expect(showValue({ a: 1 }).text).toBe('{"a":1}');
    const long = showValue('x'.repeat(300));
    expect(long.text).toHaveLength(120);
    expect(long.text.endsWith('…')).toBe(true);
    expect(long.full).toHaveLength(300);
  });
});
