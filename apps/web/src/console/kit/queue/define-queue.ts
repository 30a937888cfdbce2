import type { ComponentType } from 'react';
import type { ErrorCode, StaffRole } from '@rishta/domain';
import type { IconProps } from '@/components/icons';

/** The keys of T whose values are numbers (an answer's counts). */
export type NumberKey<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

/** What every list answer of the staff API holds: its items, and since when the oldest waits. */
export interface ListAnswer<Item> {
  results: Item[];
  oldest_since?: string | null;
}

/** A decision's call: a POST to `path` (under /api/admin) with `json` as its body, if any. */
export interface DecisionCall {
  path: string;
  json?: unknown;
}

/** The decisions a staff member takes on an item, by name: each says which call it makes. */
// The body is the dialog's values, typed by each decision's own parameter.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Decisions<Item> = Record<string, (item: Item, body: any) => DecisionCall>;

/** Who may decide, and how a decision names its texts (`done.<decision>.title/text` of the namespace). */
export interface DecisionTarget<Item> {
  /** The resource's name: its texts are `console-<name>.json`. */
  name: string;
  decisions: Decisions<Item>;
  /** The answer that means someone else decided first: the dialog closes and says so. */
  gone?: ErrorCode;
  /** A decision changes what other screens show (people, audit, dashboard): their answers go stale. */
  touchesOthers?: boolean;
}

/** One number above the list: its label is `summary.<key>`, its value a count of the answer. */
export interface Figure<Answer> {
  key: string;
  value(answer: Answer): number;
  /** Drawn in red when above 0 (overdue requests, failed sends). */
  alert?: boolean;
}

/**
 * One queue of the console, declared once: the screen, its sidebar entry and count, its list,
 * summary and empty states, the optimistic removal of a decided item and the decisions' calls
 * all come from this (kit/queue). The texts are `console-<name>.json`, by convention:
 * `title`, `intro`, `summary.<figure>`, `summary.oldest`, `tabs.<status>`, `empty[.<status>].title`
 * (and `.text`), `more` ({{shown}} of {{count}}), `done.<decision>.title/.text`, `done.failed`.
 */
export interface Queue<
  Item,
  Answer extends ListAnswer<Item>,
  Status extends string = string,
> extends DecisionTarget<Item> {
  /** The least role that works it (moderator unless said). */
  role?: StaffRole;
  icon: ComponentType<IconProps>;
  /** GET path of the list (under /api/admin), e.g. '/feedback/'. */
  list: string;
  /** The lists shown as tabs (in the address, ?status=…); the first is the one worked. */
  statuses?: readonly Status[];
  /** The query of a status (default `?status=<status>`). */
  query?(status: Status): Record<string, string>;
  /** What waits: the sidebar's number, the first tab's badge and a decision's optimistic "one less". */
  waiting?: NumberKey<Answer>;
  /** How many there are in all, for "Showing the oldest N of M" (default: `waiting`). */
  total?: NumberKey<Answer>;
  /** The numbers above the list (the oldest item's age follows when the answer has one). */
  summary?: readonly Figure<Answer>[];
  id(item: Item): string | number;
  /** The answer without a decided item (default: without it, and `waiting` one less). */
  without?(answer: Answer, item: Item): Answer;
  /** The page's width. */
  width?: number;
}

/** Declares a queue (typed, nothing else happens): see `Queue`. */
export const defineQueue = <Item, Answer extends ListAnswer<Item>, Status extends string = string>(
  queue: Queue<Item, Answer, Status>,
) => queue;

// Any queue, for the kit's own code that does not care about the item's type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueue = Queue<any, any, any>;

/** The namespace of a resource's texts. */
export const namespaceOf = (target: { name: string }) => `console-${target.name}`;
