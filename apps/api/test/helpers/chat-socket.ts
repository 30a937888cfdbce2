import WebSocket from 'ws';
import type { ServerFrame } from '@rishta/domain';

/** Waits this long for a frame or a close before a test fails. */
const WAIT_MS = 5_000;

type Frame = ServerFrame;

/**
 * A client of /api/friends/ws as the web app is one: it keeps every frame it gets, and a test
 * waits for the next one that matches. Used by the socket tests and the two-process test.
 */
export class ChatSocketClient {
  readonly frames: Frame[] = [];
  private readonly taken = new Set<number>();
  private listeners: (() => void)[] = [];
  private closeInfo: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closeInfo = { code, reason: reason.toString() };
      this.wake();
    });
    ws.on('error', () => undefined);
  }

  /** Opens a socket to `url` (`ws://host:port/api/friends/ws`) without authenticating. */
  static async connect(url: string): Promise<ChatSocketClient> {
    const ws = new WebSocket(url);
    const client = new ChatSocketClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  /** Connects, authenticates with `token` and waits for `ready` and `caught_up`. */
  static async signedIn(
    url: string,
    token: string,
    since: { after?: number; group_after?: number } = {},
  ): Promise<ChatSocketClient> {
    const client = await ChatSocketClient.connect(url);
    client.send({ type: 'auth', token, ...since });
    await client.next('ready');
    await client.next('caught_up');
    return client;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** The next frame of this type (and matching `where`) not yet taken by an earlier wait. */
  async next<T extends Frame['type']>(
    type: T,
    where: (frame: Extract<Frame, { type: T }>) => boolean = () => true,
    waitMs = WAIT_MS,
  ): Promise<Extract<Frame, { type: T }>> {
    const find = () => {
      for (let i = 0; i < this.frames.length; i += 1) {
        const frame = this.frames[i]!;
        if (this.taken.has(i) || frame.type !== type) continue;
        if (!where(frame as Extract<Frame, { type: T }>)) continue;
        this.taken.add(i);
        return frame as Extract<Frame, { type: T }>;
      }
      return null;
    };
    const found = await this.until(find, waitMs, `a ${type} frame`);
    return found;
  }

  /** The close code and reason, once the server has closed the socket. */
  async closed(waitMs = WAIT_MS): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closeInfo, waitMs, 'the socket to close');
  }

  /** Every frame of a type received so far, taken or not. */
  all<T extends Frame['type']>(type: T): Extract<Frame, { type: T }>[] {
    return this.frames.filter((f): f is Extract<Frame, { type: T }> => f.type === type);
  }

  close(): void {
    this.ws.close();
  }

  private wake() {
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener();
  }

  private until<T>(check: () => T | null, waitMs: number, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), waitMs);
      const attempt = () => {
        const value = check();
        if (value !== null) {
          clearTimeout(timer);
          resolve(value);
        } else if (this.closeInfo && what !== 'the socket to close') {
          clearTimeout(timer);
          reject(
            new Error(`Socket closed (${this.closeInfo.code} ${this.closeInfo.reason}) waiting for ${what}`),
          );
        } else {
          this.listeners.push(attempt);
        }
      };
      attempt();
    });
  }
}

/** Lets frames in flight arrive, to check that something did not. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
