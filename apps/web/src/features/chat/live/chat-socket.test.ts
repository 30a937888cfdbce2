import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, PING_EVERY_MS, PONG_WITHIN_MS, chatSocketUrl, reconnectDelay } from './chat-socket';

// The browser's WebSocket is replaced by a fake the test drives; the ChatSocket is the real one.
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeWebSocket[] = [];
  readyState = FakeWebSocket.CONNECTING;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeWebSocket.CLOSED;
  }
  // What the server does:
  open() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.();
  }
  frame(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  serverClose(code: number) {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

function makeSocket(random = () => 0.5) {
  const events = new EventTarget();
  const socket = new ChatSocket({
    url: 'ws://test/api/friends/ws',
    token: () => 'tok',
    storageKey: 'seen',
    storage: memoryStorage(),
    WebSocketImpl: FakeWebSocket as unknown as typeof WebSocket,
    random,
    events,
  });
  const seenEvents: unknown[] = [];
  socket.subscribe((e) => seenEvents.push(e));
  return { socket, events, seenEvents };
}

const last = () => FakeWebSocket.all[FakeWebSocket.all.length - 1]!;
const message = (id: number, sender: number, receiver: number) => ({
  message_id: id,
  client_id: null,
  sender_id: sender,
  receiver_id: receiver,
  text: 'salaam',
  timestamp: '2025-01-01T10:00:00Z',
  status: 'sent',
});

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.all = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s, with half of each delay random', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => reconnectDelay(a, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(5, () => 0)).toBe(15000);
  });
});

describe('chatSocketUrl', () => {
  it('uses the page origin with ws or wss, or the API base when it is absolute', () => {
    expect(chatSocketUrl(undefined, { protocol: 'https:', host: 'rishta.in' })).toBe(
      'wss://rishta.in/api/friends/ws',
    );
    expect(chatSocketUrl(undefined, { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/friends/ws',
    );
    expect(chatSocketUrl('https://api.rishta.in/', { protocol: 'https:', host: 'x' })).toBe(
      'wss://api.rishta.in/api/friends/ws',
    );
  });
});

describe('ChatSocket', () => {
  it('authenticates in the first frame (never the URL) and is open after ready', () => {
    const { socket } = makeSocket();
    socket.start();
    expect(last().url).toBe('ws://test/api/friends/ws');
    expect(socket.getState()).toBe('down');
    last().open();
    expect(last().sent).toEqual([{ type: 'auth', token: 'tok' }]);
    last().frame({ type: 'ready', profile_id: 7 });
    expect(socket.getState()).toBe('open');
    expect(socket.me()).toBe(7);
  });

  it('keeps the last seen ids, asks for what came after on reconnect, and acks messages sent to it', async () => {
    const { socket } = makeSocket();
    socket.start();
    last().open();
    last().frame({ type: 'ready', profile_id: 7 });
    last().frame({ type: 'message', message: message(41, 9, 7) });
    last().frame({ type: 'message', message: message(42, 7, 9) });
    last().frame({ type: 'group_message', message: { message_id: 5, group_name: 'g' } });
    await Promise.resolve();
    // Only the message sent to this user is acknowledged, in one batched frame.
    expect(last().sent.slice(1)).toEqual([{ type: 'ack', message_ids: [41] }]);
    expect(socket.seen()).toEqual({ after: 42, group_after: 5 });

    last().serverClose(1006);
    expect(socket.getState()).toBe('down');
    vi.advanceTimersByTime(reconnectDelay(0, () => 0.5));
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', token: 'tok', after: 42, group_after: 5 });
  });

  it('reconnects with growing delays after unexpected closes, and resets after a ready', () => {
    const { socket } = makeSocket(() => 1);
    socket.start();
    last().serverClose(1006);
    expect(FakeWebSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.all).toHaveLength(2);
    last().serverClose(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.all).toHaveLength(3);
    last().open();
    last().frame({ type: 'ready', profile_id: 7 });
    last().serverClose(1012);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.all).toHaveLength(4);
  });

  it.each([4401, 4403])('never reconnects after %i and reports the refusal', (code) => {
    const { socket, seenEvents } = makeSocket();
    socket.start();
    last().open();
    last().serverClose(code);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(socket.getState()).toBe('stopped');
    expect(seenEvents).toContainEqual({ type: 'refused', code });
  });

  it('pings every 25 s and treats a missing pong as a lost connection', () => {
    const { socket } = makeSocket();
    socket.start();
    last().open();
    last().frame({ type: 'ready', profile_id: 7 });
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(last().sent).toContainEqual({ type: 'ping' });
    last().frame({ type: 'pong' });
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(socket.getState()).toBe('open');
    vi.advanceTimersByTime(PING_EVERY_MS - PONG_WITHIN_MS);
    vi.advanceTimersByTime(PONG_WITHIN_MS);
    expect(socket.getState()).toBe('down');
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.all).toHaveLength(2);
  });

  it('goes down when the device goes offline and tries at once when it is back online', () => {
    const { socket, events } = makeSocket();
    socket.start();
    last().open();
    last().frame({ type: 'ready', profile_id: 7 });
    events.dispatchEvent(new Event('offline'));
    expect(socket.getState()).toBe('down');
    const before = FakeWebSocket.all.length;
    events.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.all.length).toBe(before + 1);
  });

  it('stops for good on stop()', () => {
    const { socket } = makeSocket();
    socket.start();
    last().open();
    socket.stop();
    expect(socket.getState()).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.all).toHaveLength(1);
  });
});
