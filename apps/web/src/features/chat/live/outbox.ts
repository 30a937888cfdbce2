// Messages typed while the device could not reach the server (issue 14: "a message typed while
// offline is queued and sent on reconnect, with a visible pending state"). They are kept in
// localStorage, so closing the tab does not lose them, each with the client_id it will always be
// sent with: the server stores a client_id once, so a retry after a lost answer never doubles it.

export type OutboxTarget = { kind: 'friend'; receiverId: number } | { kind: 'group'; groupName: string };

export interface OutboxItem {
  clientId: string;
  target: OutboxTarget;
  text: string;
  /** ISO time it was typed (for the bubble and the date separator). */
  createdAt: string;
  /** A group message with contact details the sender chose to send after the warning (issue 32). */
  confirmedContact?: boolean;
  /** pending: waits for the connection; failed: the server refused it (code of the refusal). */
  state: 'pending' | 'failed';
  error?: string;
}

/** The outcome of one send attempt, as the flusher needs it. */
export type SendOutcome = { ok: true } | { ok: false; transient: boolean; code?: string };

export class Outbox {
  private items: OutboxItem[];
  private readonly listeners = new Set<() => void>();
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly key: string,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeStorage(),
  ) {
    this.items = this.read();
  }

  list = (): readonly OutboxItem[] => this.items;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  add(item: Omit<OutboxItem, 'state'>): OutboxItem {
    const queued: OutboxItem = { ...item, state: 'pending' };
    this.write([...this.items.filter((i) => i.clientId !== item.clientId), queued]);
    return queued;
  }

  /** The message is stored on the server (its answer or a frame carried this client_id). */
  remove(clientId: string): void {
    if (!this.items.some((i) => i.clientId === clientId)) return;
    this.write(this.items.filter((i) => i.clientId !== clientId));
  }

  /** A failed message is tried again with the same client_id. */
  retry(clientId: string): void {
    this.write(
      this.items.map((i) => (i.clientId === clientId ? { ...i, state: 'pending', error: undefined } : i)),
    );
  }

  /**
   * Sends the pending messages oldest first, one at a time (the server's order is the order they
   * were typed). Stops at the first one the network could not carry; one the server refused is
   * marked failed and the rest go on. Concurrent calls share one run.
   */
  flush(send: (item: OutboxItem) => Promise<SendOutcome>): Promise<void> {
    if (this.flushing) return this.flushing;
    const run = this.sendPending(send).finally(() => {
      if (this.flushing === run) this.flushing = null;
    });
    this.flushing = run;
    return run;
  }

  private async sendPending(send: (item: OutboxItem) => Promise<SendOutcome>): Promise<void> {
    for (;;) {
      const next = this.items.find((i) => i.state === 'pending');
      if (!next) return;
      const outcome = await send(next);
      if (outcome.ok) {
        this.remove(next.clientId);
      } else if (outcome.transient) {
        return;
      } else {
        this.write(
          this.items.map((i) =>
            i.clientId === next.clientId ? { ...i, state: 'failed', error: outcome.code } : i,
          ),
        );
      }
    }
  }

  private read(): OutboxItem[] {
    try {
      const raw = this.storage?.getItem(this.key);
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(parsed) ? (parsed as OutboxItem[]).filter(isItem) : [];
    } catch {
      return [];
    }
  }

  private write(items: OutboxItem[]): void {
    this.items = items;
    try {
      if (items.length) this.storage?.setItem(this.key, JSON.stringify(items));
      else this.storage?.removeItem(this.key);
    } catch {
      // Kept in memory for this tab.
    }
    this.listeners.forEach((l) => l());
  }
}

function isItem(value: OutboxItem): boolean {
  return (
    !!value &&
    typeof value.clientId === 'string' &&
    typeof value.text === 'string' &&
    !!value.target &&
    (value.target.kind === 'friend' || value.target.kind === 'group')
  );
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
