// The one small interface live chat fans out through (issue 14, DESIGN.md §1). A process that
// stores a message publishes an event; every process (itself included) receives it and hands it
// to the sockets it holds. Which transport carries it is chosen once at start-up (chat-bus-plugin).
import type { ServerFrame } from '@rishta/domain';

export type ChatEvent =
  /** A frame for every open device of these profiles. */
  | { kind: 'deliver'; to: number[]; frame: ServerFrame }
  /** A frame for every open device of the members of this group (each process knows its own). */
  | { kind: 'group'; groupId: number; frame: ServerFrame; exceptProfileId?: number }
  /** A profile joined or left a group: its sockets start or stop getting the group's messages. */
  | { kind: 'membership'; profileId: number; groupId: number; member: boolean }
  /**
   * Close sockets: every socket of these profiles (an account blocked or erased) or of these
   * sessions (a logout; `tokenHashes` are the stored hashes, never the tokens).
   */
  | { kind: 'close'; profileIds?: number[]; tokenHashes?: string[]; code: number; reason: string }
  /**
   * Emitted by a transport to its own process (never published) after its connection dropped:
   * events may have been missed meanwhile, so the sockets must reconnect and catch up by id.
   */
  | { kind: 'resync'; reason: string };

export type ChatEventHandler = (event: ChatEvent) => void;

export interface ChatBus {
  /** Which transport this is, for /health and the logs. */
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Sends to every process, this one included. Resolves once the transport has taken it. */
  publish(event: ChatEvent): Promise<void>;
  /** Every event published by any process, in the order this process receives them. */
  subscribe(handler: ChatEventHandler): () => void;
  close(): Promise<void>;
}

/** Shared by the transports: the handlers of this process. */
export class ChatHandlers {
  private readonly handlers = new Set<ChatEventHandler>();

  add(handler: ChatEventHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  emit(event: ChatEvent): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch {
        // One socket's failure must not stop the others getting the event.
      }
    }
  }
}
