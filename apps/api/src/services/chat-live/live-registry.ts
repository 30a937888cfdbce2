// The sockets this process holds, and who gets which event off the chat bus (issue 14). Each process
// knows only its own sockets: every process receives every event and delivers to the people it has.
import type { ChatEvent } from '../chat-bus/chat-bus';
import { directKey, groupKey, type LiveSocket } from './live-socket';

/** Sent when the bus lost events: the client reconnects (as after any close but 4401/4403) and catches up. */
export const RESYNC_CLOSE = { code: 1012, reason: 'reconnect and catch up' } as const;

interface ProfileEntry {
  profileId: number;
  sockets: Set<LiveSocket>;
  /** The groups the profile is in; null while they are being loaded. */
  groups: Set<number> | null;
  /** Group and membership events that came in while loading, replayed in order afterwards. */
  waiting: ChatEvent[];
}

export class LiveRegistry {
  /** Every connection, authenticated or not, for the heartbeat sweep. */
  readonly all = new Set<LiveSocket>();
  private readonly byProfile = new Map<number, ProfileEntry>();
  private readonly byToken = new Map<string, Set<LiveSocket>>();
  /** groupId → profiles with a socket here that are members. */
  private readonly groupMembers = new Map<number, Set<number>>();
  private readonly loading = new Set<ProfileEntry>();

  /** Authenticated sockets (the bench and /metrics read it). */
  get openSockets(): number {
    let n = 0;
    for (const entry of this.byProfile.values()) n += entry.sockets.size;
    return n;
  }

  /**
   * Registers an authenticated socket. Returns the profile's entry when its groups must be loaded
   * (its first socket here), for `setGroups`.
   */
  register(socket: LiveSocket): ProfileEntry | null {
    let tokens = this.byToken.get(socket.tokenHash);
    if (!tokens) this.byToken.set(socket.tokenHash, (tokens = new Set()));
    tokens.add(socket);
    const existing = this.byProfile.get(socket.profileId);
    if (existing) {
      existing.sockets.add(socket);
      return null;
    }
    const entry: ProfileEntry = {
      profileId: socket.profileId,
      sockets: new Set([socket]),
      groups: null,
      waiting: [],
    };
    this.byProfile.set(socket.profileId, entry);
    this.loading.add(entry);
    return entry;
  }

  /** The loaded groups of a profile; then what happened while loading is applied in order. */
  setGroups(entry: ProfileEntry, groupIds: readonly number[]): void {
    this.loading.delete(entry);
    if (this.byProfile.get(entry.profileId) !== entry) return;
    entry.groups = new Set();
    for (const groupId of groupIds) this.join(entry, groupId);
    const waiting = entry.waiting;
    entry.waiting = [];
    for (const event of waiting) this.handle(event, entry);
  }

  unregister(socket: LiveSocket): void {
    this.all.delete(socket);
    const tokens = this.byToken.get(socket.tokenHash);
    if (tokens?.delete(socket) && tokens.size === 0) this.byToken.delete(socket.tokenHash);
    const entry = this.byProfile.get(socket.profileId);
    if (!entry?.sockets.delete(socket) || entry.sockets.size > 0) return;
    this.byProfile.delete(socket.profileId);
    this.loading.delete(entry);
    for (const groupId of entry.groups ?? []) this.leave(entry, groupId);
  }

  /** One event off the bus. `only` replays a waiting event to the one profile it was held for. */
  handle(event: ChatEvent, only?: ProfileEntry): void {
    switch (event.kind) {
      case 'deliver': {
        const data = Buffer.from(JSON.stringify(event.frame));
        const key = event.frame.type === 'message' ? directKey(event.frame.message.message_id) : null;
        for (const profileId of event.to) {
          for (const socket of this.byProfile.get(profileId)?.sockets ?? []) socket.send(data, key);
        }
        return;
      }
      case 'group': {
        const data = Buffer.from(JSON.stringify(event.frame));
        const key = event.frame.type === 'group_message' ? groupKey(event.frame.message.message_id) : null;
        const deliverTo = (entry: ProfileEntry) => {
          if (entry.profileId === event.exceptProfileId) return;
          for (const socket of entry.sockets) socket.send(data, key);
        };
        if (only) {
          if (only.groups?.has(event.groupId)) deliverTo(only);
          return;
        }
        for (const profileId of this.groupMembers.get(event.groupId) ?? []) {
          const entry = this.byProfile.get(profileId);
          if (entry) deliverTo(entry);
        }
        for (const entry of this.loading) entry.waiting.push(event);
        return;
      }
      case 'membership': {
        const entry = only ?? this.byProfile.get(event.profileId);
        if (!entry || entry.profileId !== event.profileId) return;
        if (entry.groups === null) entry.waiting.push(event);
        else if (event.member) this.join(entry, event.groupId);
        else this.leave(entry, event.groupId);
        return;
      }
      case 'close': {
        const targets = new Set<LiveSocket>();
        for (const hash of event.tokenHashes ?? [])
          for (const s of this.byToken.get(hash) ?? []) targets.add(s);
        for (const id of event.profileIds ?? [])
          for (const s of this.byProfile.get(id)?.sockets ?? []) targets.add(s);
        for (const socket of targets) socket.close(event.code, event.reason);
        return;
      }
      case 'resync': {
        for (const entry of this.byProfile.values()) {
          for (const socket of entry.sockets) socket.close(RESYNC_CLOSE.code, RESYNC_CLOSE.reason);
        }
        return;
      }
    }
  }

  /**
   * The shared heartbeat, run every 30 s for all sockets at once (rather than a timer per socket):
   * a socket that has not answered the previous ping is dead; an expired session is closed.
   */
  sweep(now: number, unauthorized: { code: number; reason: string }): void {
    for (const socket of this.all) {
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      // Until the next sweep to answer; a socket still closing by then is cut off too.
      socket.alive = false;
      if (socket.ws.readyState !== socket.ws.OPEN) continue;
      if (socket.state === 'open' && socket.expiresAt <= now) {
        socket.close(unauthorized.code, unauthorized.reason);
        continue;
      }
      socket.ws.ping();
    }
  }

  private join(entry: ProfileEntry, groupId: number) {
    entry.groups?.add(groupId);
    let members = this.groupMembers.get(groupId);
    if (!members) this.groupMembers.set(groupId, (members = new Set()));
    members.add(entry.profileId);
  }

  private leave(entry: ProfileEntry, groupId: number) {
    entry.groups?.delete(groupId);
    const members = this.groupMembers.get(groupId);
    if (members?.delete(entry.profileId) && members.size === 0) this.groupMembers.delete(groupId);
  }
}
