// The conversation on one /api/friends/ws socket (issue 14, the chat contract's "Socket"): an auth
// frame first (the token never goes in the URL, which reaches logs), then `ready`, the catch-up
// from the ids the client already has, `caught_up`, and live frames off the chat bus.
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Db } from '@rishta/db';
import { CHAT_CLOSE, clientFrameSchema, type ClientFrame, type ServerFrame } from '@rishta/domain';
import type { ChatBus } from '../chat-bus/chat-bus';
import { markReceived } from '../chat/delivery-state';
import { directMessagesAfter, groupMessagesAfter, groupsOf } from './catch-up';
import type { LiveRegistry } from './live-registry';
import { directKey, groupKey, LiveSocket } from './live-socket';
import { socketSession } from './socket-session';

export interface LiveDeps {
  db: Db;
  bus: ChatBus;
  clock: () => Date;
  log: FastifyBaseLogger;
  registry: LiveRegistry;
}

/** A socket must say who it is within this time. */
export const AUTH_TIMEOUT_MS = 10_000;
/** Close codes besides CHAT_CLOSE's (RFC 6455): the client reconnects after these. */
const POLICY_VIOLATION = 1008;
const SERVER_ERROR = 1011;

const PONG = Buffer.from(JSON.stringify({ type: 'pong' } satisfies ServerFrame));
const encode = (frame: ServerFrame) => Buffer.from(JSON.stringify(frame));

/** Takes over a socket the moment it is upgraded. */
export function acceptSocket(deps: LiveDeps, ws: WebSocket): void {
  const socket = new LiveSocket(ws);
  deps.registry.all.add(socket);
  // Only a socket that never sent its auth frame: one whose session lookup is slow (a reconnect
  // storm after a restart) must not be told 4401, which would stop it reconnecting.
  let authTimer: NodeJS.Timeout | null = setTimeout(() => {
    if (socket.state === 'new') socket.close(CHAT_CLOSE.unauthorized, 'no auth frame');
  }, AUTH_TIMEOUT_MS);
  const stopAuthTimer = () => {
    if (authTimer) clearTimeout(authTimer);
    authTimer = null;
  };
  ws.on('pong', () => {
    socket.alive = true;
  });
  ws.on('message', (data, isBinary) => {
    onFrame(deps, socket, data, isBinary, stopAuthTimer).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'chat socket: frame failed');
      socket.close(SERVER_ERROR, 'server error');
    });
  });
  ws.on('close', () => {
    stopAuthTimer();
    socket.state = 'closed';
    deps.registry.unregister(socket);
  });
}

function parseFrame(data: RawData, isBinary: boolean): ClientFrame | null {
  if (isBinary) return null;
  const text = (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer)).toString('utf8');
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function onFrame(
  deps: LiveDeps,
  socket: LiveSocket,
  data: RawData,
  isBinary: boolean,
  stopAuthTimer: () => void,
): Promise<void> {
  if (socket.state === 'closed') return;
  socket.alive = true;
  if (!socket.countFrame(Date.now())) return socket.close(POLICY_VIOLATION, 'too many frames');
  const frame = parseFrame(data, isBinary);
  if (!frame) return socket.close(CHAT_CLOSE.badFrame, 'bad frame');

  switch (socket.state) {
    case 'new':
      if (frame.type !== 'auth') return socket.close(CHAT_CLOSE.unauthorized, 'authenticate first');
      socket.state = 'authenticating';
      stopAuthTimer();
      return authenticate(deps, socket, frame);
    case 'authenticating':
      // The answer to the auth frame is on its way; a heartbeat meanwhile is harmless.
      if (frame.type === 'ping') socket.write(PONG);
      return;
    case 'open':
      if (frame.type === 'ping') return socket.write(PONG);
      if (frame.type === 'auth') return socket.close(CHAT_CLOSE.badFrame, 'already authenticated');
      return acknowledge(deps, socket, frame.message_ids);
  }
}

async function authenticate(
  deps: LiveDeps,
  socket: LiveSocket,
  frame: Extract<ClientFrame, { type: 'auth' }>,
): Promise<void> {
  const { db, registry } = deps;
  const session = await socketSession(db, frame.token, deps.clock());
  if (!socket.isOpen) return;
  if (!session.ok) return socket.close(session.code, session.reason);

  socket.profileId = session.profileId;
  socket.tokenHash = session.tokenHash;
  socket.expiresAt = session.expiresAt.getTime();
  socket.state = 'open';
  // Registered before catch-up is read, so nothing published meanwhile is missed; live frames are
  // held until catch-up is out, and those it already carried are dropped.
  socket.held = [];
  const entry = registry.register(socket);
  socket.write(encode({ type: 'ready', profile_id: session.profileId }));

  if (entry) registry.setGroups(entry, await groupsOf(db, session.profileId));
  const sent = new Set<string>();
  let more = false;
  if (frame.after !== undefined) {
    const page = await directMessagesAfter(db, session.profileId, frame.after);
    for (const message of page.messages) {
      socket.write(encode({ type: 'message', message }));
      sent.add(directKey(message.message_id));
    }
    more ||= page.more;
  }
  if (frame.group_after !== undefined) {
    const page = await groupMessagesAfter(db, session.profileId, frame.group_after);
    for (const message of page.messages) {
      socket.write(encode({ type: 'group_message', message }));
      sent.add(groupKey(message.message_id));
    }
    more ||= page.more;
  }
  socket.write(encode({ type: 'caught_up', more }));
  socket.release(sent);
}

/** The device has these messages: those sent to the caller become `received` (the double tick). */
async function acknowledge(deps: LiveDeps, socket: LiveSocket, messageIds: number[]): Promise<void> {
  const ids = [...new Set(messageIds.filter((id) => id > 0))];
  if (ids.length === 0) return;
  await markReceived(deps.db, deps.bus, socket.profileId, ids, deps.clock());
}
