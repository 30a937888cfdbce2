// Test helper: a schema's issues as "path → messages", so tests can assert the exact message on
// the exact field.

import type { z } from 'zod';

export function issuesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The messages reported on one field ('' for the value itself). */
export function messagesAt(schema: z.ZodType, value: unknown, path = ''): string[] {
  return issuesOf(schema, value)[path] ?? [];
}
