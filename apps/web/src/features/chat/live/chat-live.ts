import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { FriendMessage, GroupMessage } from '@rishta/domain';
import { api, ApiError, CHAT_BASE } from '@/lib/api';
import { useSession, type StoredSession } from '@/lib/session';
import { ChatSocket, chatSocketUrl, type ChatSocketEvent, type ConnectionState } from './chat-socket';
import { Outbox, type OutboxItem, type SendOutcome } from './outbox';

// One live connection and one outbox per login, shared by every chat screen, the unread badge
// and the drawer: a phone holds a single socket however many chat parts are on screen.

/** What screens hear: the socket's frames, plus answers of our own sends (same shape). */
export type LiveEvent = ChatSocketEvent;

export interface ChatLive {
  profileId: number;
  socket: ChatSocket;
  outbox: Outbox;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** Tells every screen about a message the REST answer returned (the socket may be down). */
  announce(event: LiveEvent): void;
  /** Sends what the outbox holds, if the network lets it. */
  flush(): Promise<void>;
}

let current: {
  token: string;
  live: ChatLive;
  users: number;
  stopTimer?: ReturnType<typeof setTimeout>;
} | null = null;

function create(stored: StoredSession & { profileId: number }): ChatLive {
  const listeners = new Set<(event: LiveEvent) => void>();
  const socket = new ChatSocket({
    url: chatSocketUrl(CHAT_BASE, location),
    token: () => (current?.live === live ? stored.token : null),
    storageKey: `rishta.chat.seen.${stored.profileId}`,
  });
  const outbox = new Outbox(`rishta.chat.outbox.${stored.profileId}`);
  const announce = (event: LiveEvent) => listeners.forEach((l) => l(event));
  const live: ChatLive = {
    profileId: stored.profileId,
    socket,
    outbox,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    announce,
    flush: () => outbox.flush((item) => sendQueued(live, item)),
  };
  socket.subscribe((event) => {
    announce(event);
    // Back online: what was typed meanwhile goes out now.
    if (event.type === 'state' && event.state === 'open') void live.flush();
    if (event.type === 'refused') void onRefused();
  });
  // The network is back: the queue need not wait for the socket (REST may work before it).
  window.addEventListener('online', () => {
    if (current?.live === live) setTimeout(() => void live.flush(), 500);
  });
  // Outbox items whose message came back (from this device or another) are done.
  live.subscribe((event) => {
    if (event.type === 'message' || event.type === 'group_message') {
      if (event.message.client_id) outbox.remove(event.message.client_id);
    }
  });
  return live;
}

/**
 * The server closed the socket for good. 4401: the session is gone, and a REST call lets the API
 * client end it the way every other 'Invalid token.' does (SPEC.md §8: clear it, go to login).
 * If the session turns out to be fine after all, the socket tries again later.
 */
async function onRefused() {
  const live = current?.live;
  if (!live) return;
  try {
    await api(`/friends/friends?sender_id=${live.profileId}`);
    setTimeout(() => {
      if (current?.live === live && current.users > 0) live.socket.start();
    }, 30_000);
  } catch {
    // The API client ended the session if the token was refused.
  }
}

/** The body of a send, as the API wants it. */
export async function postItem(profileId: number, item: OutboxItem): Promise<FriendMessage | GroupMessage> {
  if (item.target.kind === 'friend') {
    const answer = await api<{ message: FriendMessage }>('/friends/send-message/', {
      method: 'POST',
      json: {
        sender_id: profileId,
        receiver_id: item.target.receiverId,
        message: item.text,
        status: 'sent',
        client_id: item.clientId,
      },
    });
    return answer.message;
  }
  const answer = await api<{ message: GroupMessage }>('/friends/send-group-message/', {
    method: 'POST',
    json: {
      group_name: item.target.groupName,
      user_id: profileId,
      text: item.text,
      client_id: item.clientId,
      ...(item.confirmedContact ? { confirmed_contact: true } : {}),
    },
  });
  return answer.message;
}

/** A failure worth retrying later: no network, a server in trouble, or too many sends. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 429 || error.status === 408;
}

async function sendQueued(live: ChatLive, item: OutboxItem): Promise<SendOutcome> {
  try {
    const message = await postItem(live.profileId, item);
    live.announce(
      item.target.kind === 'friend'
        ? { type: 'message', message: message as FriendMessage }
        : { type: 'group_message', message: message as GroupMessage },
    );
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      transient: isTransient(error),
      code: error instanceof ApiError ? error.first?.code : undefined,
    };
  }
}

/**
 * The live connection of the logged-in user, started while any screen uses it; null when logged
 * out or without a profile (chats need one, SPEC.md §6).
 */
export function useChatLive(): ChatLive | null {
  const stored = useSession();
  return liveFor(stored);
}

/** The live object of this login, made on first use; a new login replaces (and closes) the old. */
function liveFor(stored: StoredSession | null): ChatLive | null {
  const token = stored?.token ?? null;
  const profileId = stored?.profileId ?? null;
  if (!stored || !token || profileId === null) {
    if (current) release(current.token, true);
    return null;
  }
  if (current?.token !== token) {
    if (current) release(current.token, true);
    current = { token, live: create({ ...stored, profileId }), users: 0 };
  }
  return current.live;
}

/** Keeps the connection open while the calling component is mounted. */
export function useLiveConnection(live: ChatLive | null) {
  useEffect(() => {
    if (!live || current?.live !== live) return;
    const entry = current;
    clearTimeout(entry.stopTimer);
    entry.users += 1;
    live.socket.start();
    void live.flush();
    return () => {
      entry.users -= 1;
      // A screen swap unmounts and remounts users: wait before closing.
      if (entry.users === 0) entry.stopTimer = setTimeout(() => release(entry.token, false), 2_000);
    };
  }, [live]);
}

function release(token: string, force: boolean) {
  if (current?.token !== token) return;
  if (!force && current.users > 0) return;
  current.live.socket.stop();
  current = null;
}

export function useConnectionState(live: ChatLive | null): ConnectionState {
  return useSyncExternalStore(
    (onChange) => {
      if (!live) return () => undefined;
      return live.socket.subscribe((event) => {
        if (event.type === 'state') onChange();
      });
    },
    () => live?.socket.getState() ?? 'stopped',
    () => 'stopped',
  );
}

/** Calls `handler` for every live event; the latest handler is used without resubscribing. */
export function useLiveEvents(live: ChatLive | null, handler: (event: LiveEvent) => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => live?.subscribe((event) => ref.current(event)), [live]);
}

export function useOutbox(live: ChatLive | null): readonly OutboxItem[] {
  return useSyncExternalStore(
    (onChange) => live?.outbox.subscribe(onChange) ?? (() => undefined),
    () => live?.outbox.list() ?? EMPTY,
    () => EMPTY,
  );
}
const EMPTY: readonly OutboxItem[] = [];
