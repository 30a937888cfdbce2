// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Chat events are small except a
// message frame with a long text (2,000 characters can be 8,000 bytes in UTF-8) or a status frame
// moving thousands of ids. Such an event is cut into parts that the sender NOTIFYs in one statement:
// one statement is one transaction, and PostgreSQL delivers a transaction's notifications together,
// in order, or not at all, so the receiver never waits for a part that will not come.
//
// Why parts rather than a reference to a stored copy: a reference needs a table (a migration), a
// clean-up job and one extra query in every process for every big event; parts need nothing but
// this file, and the receiver has the whole event as soon as the notifications arrive.
import { randomBytes } from 'node:crypto';

/** Below PostgreSQL's limit (8000 bytes) with room for the part header. */
export const NOTIFY_MAX_BYTES = 7900;
const PART_DATA_BYTES = NOTIFY_MAX_BYTES - 64;
/** A part starts with `~<event id>:<index>:<count>:`; a whole event is JSON and starts with `{`. */
const PART_MARK = '~';

/** Cuts `text` into pieces of at most `maxBytes` UTF-8 bytes, never inside a character. */
export function splitUtf8(text: string, maxBytes: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const isPair = code >= 0xd800 && code <= 0xdbff && i + 1 < text.length;
    const width = code < 0x80 ? 1 : code < 0x800 ? 2 : isPair ? 4 : 3;
    if (bytes + width > maxBytes) {
      pieces.push(text.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += width;
    if (isPair) i += 1;
  }
  if (start < text.length || pieces.length === 0) pieces.push(text.slice(start));
  return pieces;
}

/** The NOTIFY payloads for one serialized event: itself, or its numbered parts. */
export function toPayloads(json: string): string[] {
  if (Buffer.byteLength(json) <= NOTIFY_MAX_BYTES) return [json];
  const id = randomBytes(8).toString('hex');
  const pieces = splitUtf8(json, PART_DATA_BYTES);
  return pieces.map((piece, i) => `${PART_MARK}${id}:${i}:${pieces.length}:${piece}`);
}

interface PartialEvent {
  parts: (string | undefined)[];
  received: number;
  startedAt: number;
}

/**
 * Puts parts back together. Parts of one event arrive together, so an unfinished event only stays
 * when the connection dropped in the middle of one; those are forgotten after a minute.
 */
export class PayloadAssembler {
  private readonly partials = new Map<string, PartialEvent>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** The whole event's JSON once complete, otherwise null. */
  add(payload: string): string | null {
    if (!payload.startsWith(PART_MARK)) return payload;
    const match = /^~([0-9a-f]+):(\d+):(\d+):/.exec(payload);
    if (!match) return null;
    const [header, id, index, count] = match as unknown as [string, string, string, string];
    this.forgetStale();
    let partial = this.partials.get(id);
    if (!partial) {
      partial = { parts: new Array<string | undefined>(Number(count)), received: 0, startedAt: this.now() };
      this.partials.set(id, partial);
    }
    const at = Number(index);
    if (at >= partial.parts.length || partial.parts[at] !== undefined) return null;
    partial.parts[at] = payload.slice(header.length);
    partial.received += 1;
    if (partial.received < partial.parts.length) return null;
    this.partials.delete(id);
    return partial.parts.join('');
  }

  /** Parts of an event cut short by a dropped connection: their rest will not come. */
  clear(): void {
    this.partials.clear();
  }

  private forgetStale() {
    const limit = this.now() - 60_000;
    for (const [id, partial] of this.partials) if (partial.startedAt < limit) this.partials.delete(id);
  }
}
