import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { MESSAGES } from '@rishta/domain';

// Assertions on the API's answers that many tests make the same way.

/** The JSON of an answer that must be 201 Created; the body shows in the failure when it is not. */
export function createdJson(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** An answer in the API's one error shape: `status`, the code and its message. */
export function expectRefused(res: LightMyRequestResponse, status: number, code: keyof typeof MESSAGES) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ detail: MESSAGES[code], code });
}
