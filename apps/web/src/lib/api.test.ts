import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@rishta/domain';
import { apiError } from '@/test/fake-api';
import { api, apiUrl } from './api';

/** The time the header carries: undo the reversal and the two base64 layers. */
const timeIn = (header: string | null) => Number(atob(atob((header ?? '').split('').reverse().join(''))));

describe('the time-derived request header', () => {
  it('is sent on every call with the current time', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const before = Date.now();
    await api('/configs/site-summary/');
    const sent = timeIn(new Headers(fetch.mock.calls[0]![1].headers).get('x-client-time'));
    expect(sent).toBeGreaterThanOrEqual(before);
    expect(sent).toBeLessThanOrEqual(Date.now());
  });

  it("corrects a wrong device clock from the server's Date and sends the call once more", async () => {
    const serverNow = Date.now() + 3 * 3_600_000; // this device is 3 hours behind
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const sent = timeIn(new Headers(init.headers).get('x-client-time'));
      const date = new Date(serverNow).toUTCString();
      return Math.abs(sent - serverNow) > 10 * 60_000
        ? new Response(JSON.stringify(apiError(400, 'requestTimeStale').body), {
            status: 400,
            headers: { date },
          })
        : new Response('{"ok":true}', { status: 200, headers: { date } });
    });
    vi.stubGlobal('fetch', fetch);

    await expect(
      api('/profiles/verify-user/', { method: 'POST', json: { username: '9000000001' } }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    // Later calls use the corrected clock at once.
    await api('/configs/site-summary/');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after one retry when the server still refuses', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify(apiError(400, 'requestTimeStale').body), {
          status: 400,
          headers: { date: new Date().toUTCString() },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(api('/configs/site-summary/')).rejects.toThrow(MESSAGES.requestTimeStale);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('separate chat base (VITE_CHAT_BASE, issue 32)', () => {
  it("sends the chat's calls to the chat base and the others to the API's", () => {
    const bases = { api: 'https://api.example.in', chat: 'https://chat.example.in' };
    expect(apiUrl('/friends/get-messages?sender_id=1', bases)).toBe(
      'https://chat.example.in/api/friends/get-messages?sender_id=1',
    );
    expect(apiUrl('/profiles/list/', bases)).toBe('https://api.example.in/api/profiles/list/');
  });

  it('calls the same origin when neither base is set', () => {
    expect(apiUrl('/friends/friends?sender_id=1')).toBe('/api/friends/friends?sender_id=1');
  });
});
