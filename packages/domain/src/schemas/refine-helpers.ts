// Small helpers shared by the schemas' cross-field rules.

import type { z } from 'zod';
import type { ErrorIssue } from '../errors/app-error';
import { errorText } from '../errors/error-body';

/** Empty for a form: missing, null, or only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Adds an error to one field, so forms and the API's `{field: [message]}` answers can place it.
 * A message with a value comes as its code and value, so both apps can translate it.
 */
export function addFieldIssue(ctx: z.RefinementCtx, field: string, message: string | ErrorIssue): void {
  ctx.addIssue({ ...customIssue(message), path: [field] });
}

/** A custom schema issue that keeps its code (and value) for issueOf, with the English text. */
export function customIssue(message: string | ErrorIssue) {
  if (typeof message === 'string') return { code: 'custom' as const, message };
  return {
    code: 'custom' as const,
    message: errorText(message),
    params: { ...message.params, code: message.code },
  };
}

// Object-level rules normally run only once every field parsed. Forms need every error at once
// (the step shows them all), so cross-field rules run regardless and read values defensively.
export const ALWAYS = { when: () => true } as const;

/** Reads a field of an object-like value without trusting its type. */
export function fieldOf(value: unknown, field: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
}

/** A number from a number or a numeric string, else undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}
