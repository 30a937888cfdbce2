// Wire shapes of the reference-data calls (SPEC.md §3 "Reference lists", §7 "Reference data").
import { z } from 'zod';

export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  dial_code: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export type State = z.infer<typeof stateSchema>;

export const cityListSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CityList = z.infer<typeof cityListSchema>;

export const blockedKeywordSchema = z.object({ keyword: z.string() });

export const summarySchema = z.object({
  education: z.array(z.object({ name: z.string() })),
  marital_status: z.array(z.object({ name: z.string() })),
  height: z.array(z.object({ name: z.string(), label: z.string() })),
  contact_of: z.array(z.object({ name: z.string() })),
  totalProfile: z.number().int(),
});
export type Summary = z.infer<typeof summarySchema>;
