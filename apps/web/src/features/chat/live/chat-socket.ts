import { CHAT_CLOSE, type ClientFrame, type ServerFrame } from '@rishta/domain';

// The one live connection of a logged-in device to /api/friends/ws (issue 14, chat contract
// "Socket"). It knows nothing about React: screens subscribe to its frames and its state. The
// token goes in the first frame, never in the URL (URLs reach access logs).

/** open: authenticated and live; down: (re)connecting, so screens poll; stopped: never again. */
export type ConnectionState = 'open' | 'down' | 'stopped';

export type ChatSocketEvent =
  | ServerFrame
  | { type: 'state'; state: ConnectionState }
  /** The server refused the session (4401) or the account (4403): no reconnect follows. */
  | { type: 'refused'; code: number };

/** The application heartbeat: browsers cannot see protocol pings, so dead sockets show this way. */
export const PING_EVERY_MS = 25_000;
/** A ping with no answer in this time means the connection is dead (a phone changed networks). */
export const PONG_WITHIN_MS = 10_000;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
const ACK_BATCH = 500;

/**
 * How long to wait before reconnect number `attempt` (0-based): 1 s, 2 s, 4 s … 30 s, each with
 * "equal jitter" (half fixed, half random), so thousands of phones that lost the server at the same
 * moment do not all come back in the same millisecond.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempt, 16));
  return Math.round(base / 2 + (random() * base) / 2);
}

/** The last message ids this device has, so a reconnect asks only for what came after. */
export interface SeenIds {
  after?: number;
  group_after?: number;
}

export interface ChatSocketOptions {
  url: string;
  /** The session token, read at every (re)connect; null means logged out (stop). */
  token: () => string | null;
  /** Where the last seen ids are kept (per login), e.g. `rishta.chat.seen.<profileId>`. */
  storageKey: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
  /** Where 'online'/'offline' come from (window in the browser). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

export class ChatSocket {
  private ws: WebSocket | null = null;
  private state: ConnectionState = 'down';
  private attempt = 0;
  private started = false;
  private profileId: number | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private pendingAcks: number[] = [];
  private ackScheduled = false;
  private readonly listeners = new Set<(event: ChatSocketEvent) => void>();
  private readonly WS: typeof WebSocket;
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  private readonly random: () => number;
  private readonly events: ChatSocketOptions['events'];

  constructor(private readonly options: ChatSocketOptions) {
    this.WS = options.WebSocketImpl ?? WebSocket;
    this.storage = options.storage === undefined ? safeLocalStorage() : options.storage;
    this.random = options.random ?? Math.random;
    this.events = options.events === undefined && typeof window !== 'undefined' ? window : options.events;
  }

  getState = (): ConnectionState => this.state;

  /** The caller's profile id as the server confirmed it (null before the first `ready`). */
  me(): number | null {
    return this.profileId;
  }

  subscribe = (listener: (event: ChatSocketEvent) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    if (this.started) return;
    this.started = true;
    this.events?.addEventListener('online', this.onOnline);
    this.events?.addEventListener('offline', this.onOffline);
    this.connect();
  }

  /** Closes for good (logout, or nobody listens any more). */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.events?.removeEventListener('online', this.onOnline);
    this.events?.removeEventListener('offline', this.onOffline);
    clearTimeout(this.reconnectTimer);
    this.drop();
    this.setState('stopped');
  }

  /** The last seen ids as kept on this device. */
  seen(): SeenIds {
    try {
      const raw = this.storage?.getItem(this.options.storageKey);
      const parsed = raw ? (JSON.parse(raw) as SeenIds) : {};
      return {
        ...(Number.isInteger(parsed.after) && { after: parsed.after }),
        ...(Number.isInteger(parsed.group_after) && { group_after: parsed.group_after }),
      };
    } catch {
      return {};
    }
  }

  /** Moves a last seen id forward (never back), e.g. from a frame or a REST page. */
  noteSeen(kind: keyof SeenIds, id: number): void {
    const current = this.seen();
    if ((current[kind] ?? 0) >= id) return;
    try {
      this.storage?.setItem(this.options.storageKey, JSON.stringify({ ...current, [kind]: id }));
    } catch {
      // Without storage a reconnect catches up over REST instead.
    }
  }

  private connect(): void {
    clearTimeout(this.reconnectTimer);
    const token = this.options.token();
    if (!token) {
      this.stop();
      return;
    }
    this.drop();
    let ws: WebSocket;
    try {
      ws = new this.WS(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => this.send({ type: 'auth', token, ...this.seen() });
    ws.onmessage = (event: MessageEvent) => this.onFrame(event.data);
    ws.onclose = (event: CloseEvent) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopHeartbeat();
      if (event.code === CHAT_CLOSE.unauthorized || event.code === CHAT_CLOSE.accountBlocked) {
        this.started = false;
        this.setState('stopped');
        this.emit({ type: 'refused', code: event.code });
        return;
      }
      this.setState('down');
      this.scheduleReconnect();
    };
    // An error is always followed by close, which decides what happens next.
    ws.onerror = () => undefined;
  }

  private onFrame(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: ServerFrame;
    try {
      frame = JSON.parse(data) as ServerFrame;
    } catch {
      return;
    }
    // Any frame proves the connection is alive.
    clearTimeout(this.pongTimer);
    switch (frame.type) {
      case 'ready':
        this.profileId = frame.profile_id;
        this.attempt = 0;
        this.startHeartbeat();
        this.setState('open');
        break;
      case 'message':
        this.noteSeen('after', frame.message.message_id);
        if (frame.message.receiver_id === this.profileId && frame.message.status === 'sent') {
          this.ack(frame.message.message_id);
        }
        break;
      case 'group_message':
        this.noteSeen('group_after', frame.message.message_id);
        break;
      default:
        break;
    }
    this.emit(frame);
  }

  /** This device has the message: the sender's tick turns double. Batched into one frame. */
  private ack(id: number): void {
    this.pendingAcks.push(id);
    if (this.ackScheduled) return;
    this.ackScheduled = true;
    queueMicrotask(() => {
      this.ackScheduled = false;
      const ids = this.pendingAcks;
      this.pendingAcks = [];
      for (let i = 0; i < ids.length; i += ACK_BATCH) {
        this.send({ type: 'ack', message_ids: ids.slice(i, i + ACK_BATCH) });
      }
    });
  }

  private send(frame: ClientFrame): boolean {
    if (this.ws?.readyState !== this.WS.OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.pingTimer = setInterval(() => {
      if (!this.send({ type: 'ping' })) return;
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => this.lost(), PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private stopHeartbeat(): void {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
  }

  /** The connection is dead without a close event (it can take minutes to come): go down now. */
  private lost(): void {
    if (!this.started) return;
    this.drop();
    this.setState('down');
    this.scheduleReconnect();
  }

  /** Forgets the current socket without reacting to its close. */
  private drop(): void {
    this.stopHeartbeat();
    const ws = this.ws;
    this.ws = null;
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    try {
      ws.close(1000);
    } catch {
      // Already closed.
    }
  }

  private scheduleReconnect(): void {
    if (!this.started) return;
    clearTimeout(this.reconnectTimer);
    const delay = reconnectDelay(this.attempt, this.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private readonly onOnline = () => {
    // Back on a network: try at once instead of waiting out the backoff.
    if (this.state === 'open') return;
    this.attempt = 0;
    this.connect();
  };

  private readonly onOffline = () => {
    if (this.state === 'stopped') return;
    this.lost();
  };

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.emit({ type: 'state', state });
  }

  private emit(event: ChatSocketEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** ws:// or wss:// to the chat socket: same origin, or the API's own address when it has one. */
export function chatSocketUrl(apiBase: string | undefined, location: Pick<Location, 'protocol' | 'host'>) {
  if (apiBase && /^https?:\/\//.test(apiBase)) {
    return `${apiBase.replace(/^http/, 'ws').replace(/\/$/, '')}/api/friends/ws`;
  }
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${apiBase ?? ''}/api/friends/ws`;
}
