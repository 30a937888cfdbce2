import type { WebSocket } from 'ws';

/** A socket that reads slower than it is written to is cut off; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Client frames allowed per window (a ping every 25 s and an ack per batch of messages). */
export const FRAME_WINDOW_MS = 10_000;
export const FRAMES_PER_WINDOW = 60;

/** A frame waiting while the socket catches up; `key` lets catch-up drop what it already sent. */
interface HeldFrame {
  data: Buffer;
  key: string | null;
}

/**
 * One connection of /api/friends/ws. Deliberately small (issue 14 aims at 10,000 per process): no
 * timers of its own after authentication, no reference to the HTTP request that opened it.
 */
export class LiveSocket {
  state: 'new' | 'authenticating' | 'open' | 'closed' = 'new';
  profileId = 0;
  /** The session's stored hash, for closing on logout. */
  tokenHash = '';
  /** When the session ends (ms since epoch, by the server clock). */
  expiresAt = 0;
  /** Answered the last protocol ping (or sent anything since). */
  alive = true;
  /** Frames held back until catch-up has been sent, so the client sees ids in order. */
  held: HeldFrame[] | null = null;
  private windowStart = 0;
  private framesInWindow = 0;

  constructor(readonly ws: WebSocket) {}

  get isOpen(): boolean {
    return this.state !== 'closed' && this.ws.readyState === this.ws.OPEN;
  }

  /** Sends a serialized frame now, or holds it while catching up. */
  send(data: Buffer, key: string | null = null): void {
    if (this.held) {
      this.held.push({ data, key });
      return;
    }
    this.write(data);
  }

  /** Sends straight away (ready, catch-up, pong). */
  write(data: Buffer): void {
    if (!this.isOpen) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(data, { binary: false });
  }

  /** Ends catch-up: sends the held frames except those catch-up already carried. */
  release(alreadySent: ReadonlySet<string>): void {
    const held = this.held ?? [];
    this.held = null;
    for (const frame of held) if (frame.key === null || !alreadySent.has(frame.key)) this.write(frame.data);
  }

  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.ws.close(code, reason);
  }

  /** Counts a client frame; false when the client sends faster than any honest one would. */
  countFrame(now: number): boolean {
    if (now - this.windowStart >= FRAME_WINDOW_MS) {
      this.windowStart = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow += 1;
    return this.framesInWindow <= FRAMES_PER_WINDOW;
  }
}

/** The key of a message frame, so a message caught up is not sent again from the live stream. */
export const directKey = (messageId: number) => `m${messageId}`;
export const groupKey = (messageId: number) => `g${messageId}`;
