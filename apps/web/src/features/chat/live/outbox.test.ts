import { describe, expect, it } from 'vitest';
import { Outbox, type OutboxItem, type SendOutcome } from './outbox';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const item = (clientId: string, text = 'salaam') => ({
  clientId,
  target: { kind: 'friend' as const, receiverId: 9 },
  text,
  createdAt: '2025-01-01T10:00:00.000Z',
});

describe('Outbox', () => {
  it('keeps queued messages across a reload of the page', () => {
    const storage = memoryStorage();
    new Outbox('box', storage).add(item('a'));
    expect(new Outbox('box', storage).list()).toEqual([{ ...item('a'), state: 'pending' }]);
  });

  it('sends oldest first with the same client_id, and stops while the network is down', async () => {
    const box = new Outbox('box', memoryStorage());
    box.add(item('a', 'first'));
    box.add(item('b', 'second'));
    const tried: string[] = [];
    let online = false;
    const send = async (i: OutboxItem): Promise<SendOutcome> => {
      tried.push(i.clientId);
      return online ? { ok: true } : { ok: false, transient: true };
    };
    await box.flush(send);
    expect(tried).toEqual(['a']);
    expect(box.list().map((i) => i.clientId)).toEqual(['a', 'b']);
    online = true;
    await box.flush(send);
    // 'a' is sent again with its own client_id: the server answers the stored copy, never a second.
    expect(tried).toEqual(['a', 'a', 'b']);
    expect(box.list()).toEqual([]);
  });

  it('marks a message the server refused as failed and goes on; retry makes it pending again', async () => {
    const box = new Outbox('box', memoryStorage());
    box.add(item('a'));
    box.add(item('b'));
    await box.flush(async (i) =>
      i.clientId === 'a' ? { ok: false, transient: false, code: 'cannotMessageBlocked' } : { ok: true },
    );
    expect(box.list()).toEqual([{ ...item('a'), state: 'failed', error: 'cannotMessageBlocked' }]);
    box.retry('a');
    expect(box.list()[0]!.state).toBe('pending');
  });

  it('shares one run between concurrent flushes, so nothing is sent twice at once', async () => {
    const box = new Outbox('box', memoryStorage());
    box.add(item('a'));
    let calls = 0;
    const send = async (): Promise<SendOutcome> => {
      calls += 1;
      await Promise.resolve();
      return { ok: true };
    };
    await Promise.all([box.flush(send), box.flush(send)]);
    expect(calls).toBe(1);
  });

  it('forgets a message once the server has it (its client_id came back)', () => {
    const box = new Outbox('box', memoryStorage());
    box.add(item('a'));
    box.remove('a');
    expect(box.list()).toEqual([]);
  });
});

describe('Outbox.flush', () => {
  it('can flush again after a run that had nothing to send', async () => {
    const box = new Outbox('box', memoryStorage());
    await box.flush(async () => ({ ok: true }));
    box.add(item('a'));
    const sent: string[] = [];
    await box.flush(async (i) => {
      sent.push(i.clientId);
      return { ok: true };
    });
    expect(sent).toEqual(['a']);
  });
});
