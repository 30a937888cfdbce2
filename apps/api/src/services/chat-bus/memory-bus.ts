import { ChatHandlers, type ChatBus, type ChatEvent } from './chat-bus';

/** One process (the embedded default): events go straight to this process's handlers. */
export function memoryChatBus(): ChatBus {
  const handlers = new ChatHandlers();
  return {
    kind: 'memory',
    publish(event: ChatEvent) {
      // Asynchronous like the other transports, so callers never depend on delivery being inline.
      queueMicrotask(() => handlers.emit(event));
      return Promise.resolve();
    },
    subscribe: (handler) => handlers.add(handler),
    close: () => Promise.resolve(),
  };
}
