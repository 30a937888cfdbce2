// What a user expects of a partner (SPEC.md §3, §5, §9). It travels as JSON text in the profile's
// `expectation_proposal` field; the set-expectation dialog edits it with an 18-80 age slider.

import { z } from 'zod';
import { MESSAGES, formatMessage } from '../messages';
import { EXPECTATION_AGE } from '../constants/limits';
import { EDUCATION_LEVELS, MARITAL_STATUSES } from '../constants/profile-options';
import { customIssue } from './refine-helpers';
import { issueOf } from '../errors/schema-issue';

const age = z
  .number({ error: MESSAGES.invalidNumbers })
  .int({ error: MESSAGES.invalidNumbers })
  .min(EXPECTATION_AGE.min, { error: formatMessage.minValue(EXPECTATION_AGE.min) })
  .max(EXPECTATION_AGE.max, { error: formatMessage.maxValue(EXPECTATION_AGE.max) });

const choices = z
  .array(z.string().trim().min(1).max(200), { error: MESSAGES.invalidChoice })
  .max(100)
  .optional();

/** Marital status and education come from fixed lists; states from the reference data. */
const choicesFrom = (options: readonly { name: string }[]) =>
  z
    .array(
      z.string().refine((v) => options.some((o) => o.name === v), { error: MESSAGES.invalidChoice }),
      { error: MESSAGES.invalidChoice },
    )
    .max(options.length)
    .optional();

export const expectationSchema = z
  .object(
    {
      age: z.tuple([age, age], { error: MESSAGES.expectationAgeRange }).optional(),
      state: choices,
      marital_status: choicesFrom(MARITAL_STATUSES),
      education: choicesFrom(EDUCATION_LEVELS),
    },
    { error: MESSAGES.invalidChoice },
  )
  .superRefine((value, ctx) => {
    if (value.age && value.age[0] > value.age[1]) {
      ctx.addIssue({ ...customIssue({ code: 'maxValue', params: { n: value.age[1] } }), path: ['age', 0] });
    }
  });

export type Expectation = z.output<typeof expectationSchema>;

export const DEFAULT_EXPECTATION = {
  age: [EXPECTATION_AGE.defaultMin, EXPECTATION_AGE.defaultMax],
  state: [],
  marital_status: [],
  education: [],
} as const satisfies Expectation;

// Older records may hold a single string where a list is expected; read them as one-item lists.
function asList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return undefined;
}

/** Reads stored `expectation_proposal` text; unreadable or invalid text gives the default. */
export function parseExpectation(text: string | null | undefined): Expectation {
  const fallback: Expectation = {
    age: [...DEFAULT_EXPECTATION.age],
    state: [],
    marital_status: [],
    education: [],
  };
  if (!text) return fallback;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (typeof raw !== 'object' || raw === null) return fallback;
  const record = raw as Record<string, unknown>;
  const parsed = expectationSchema.safeParse({
    age: record.age,
    state: asList(record.state),
    marital_status: asList(record.marital_status),
    education: asList(record.education),
  });
  return parsed.success ? { ...fallback, ...stripUndefined(parsed.data) } : fallback;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The text stored in `expectation_proposal`. */
export function serializeExpectation(expectation: Expectation): string {
  return JSON.stringify(expectation);
}

/** `expectation_proposal` as sent in an update: JSON text of a valid expectation, or null. */
export function expectationJsonRule() {
  return z
    .string()
    .max(20_000)
    .superRefine((text, ctx) => {
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidChoice });
        return;
      }
      // One field on the wire, so each distinct message once (both ages wrong reads as one error).
      const seen = new Set<string>();
      for (const issue of expectationSchema.safeParse(raw).error?.issues ?? []) {
        if (seen.has(issue.message)) continue;
        seen.add(issue.message);
        ctx.addIssue(customIssue(issueOf(issue)));
      }
    })
    .nullable()
    .optional();
}
