import type { ComponentType, ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contentCollection, type ContentCollection, type ContentList } from './content-api';
import { ContentCard } from './content-card';
import type { TextMax } from './content-fields';
import { ContentForm } from './content-form';

/** An item of a content list: the API's row. */
export interface ContentItem {
  id: number;
}

/**
 * A form's fields inside the kit's frame, given the item edited (none when adding). The kit's
 * fields (TextField, ChoiceField…) find the form themselves (react-hook-form's useFormContext),
 * and their texts in the kind's: `<texts>.fields.<name>`, `hints.<name>`, `placeholders.<name>`.
 */
export interface FieldsProps<T> {
  item?: T;
}

/**
 * A form that is one text box (a header line, a tag, a keyword), labelled `<texts>.fields.<name>`
 * in a dialog, and `<texts>.new` with the hint `<texts>.newHint` (if any) above the list.
 */
export interface TextFieldSpec {
  name: string;
  max: TextMax;
  autoComplete?: 'off';
  /** The text has a version per language (issue 30): the dialog shows them under it. */
  translated?: true;
}

/**
 * An add or edit form: the domain's request schema (the form checks what the API checks, in the
 * same words), its values from the item edited (none when adding), and its fields.
 */
export type ContentFormSpec<T, O> = {
  schema: z.ZodType<O>;
  values: (item: T | undefined, queryClient: QueryClient) => FieldValues;
  /** The field a 409 is about ("a tag with this name already exists" belongs under the name). */
  conflictField?: string;
  /** The dialog's width (lg). */
  size?: 'md';
} & ({ Fields: ComponentType<FieldsProps<T>> } | { field: TextFieldSpec });

/** How a list shows its items: a column of cards unless the kind says otherwise. */
export type ListLayout<T> = ComponentType<{ list: ContentList<T>; children: ReactNode }>;

/**
 * One kind of content, as its resource declares it. Its texts are `<texts>.*` in
 * console-content.json: `title`, `intro`, `add` (the Add button and dialog; `addSubmit` when its
 * button says more), `edit` (the edit dialog's title, with the item's `{{name}}`), `empty`,
 * `deleteQuestion`, and the notifications `added`, `saved` and `deleted` (each with `{{name}}`);
 * `notice` and `noticeTitle` stand above the list; `editButton` and `editNamed` rename Edit where
 * it does something else (Rename).
 */
export interface ContentDeclaration<T extends ContentItem, O> {
  texts: string;
  /** Its list and writes under /api/admin/content/, and what a form's values become there (JSON). */
  collection: ContentCollection;
  toBody?: (body: O) => unknown;
  /** What the list calls an item: in its card's and buttons' names, the confirmation, the notifications. */
  name: (item: T) => string;
  /** The add and edit form, or each of them (`add.inline`: one text box above the list, not a dialog). */
  form?: ContentFormSpec<T, O>;
  add?: ContentFormSpec<T, O> & { inline?: true };
  edit?: ContentFormSpec<T, O>;
  /** An item as a card: its body, which places the item's actions (Edit, Delete). */
  Card?: ComponentType<{ item: T; actions: ReactNode }>;
  /** An item as a row of its own (a header line, a tag, a keyword), instead of a card. */
  Item?: ComponentType<{ kind: ContentKind<T>; item: T }>;
  List?: ListLayout<T>;
  /** The section's width at most (a list of short lines). */
  width?: number;
  /** Items are edited only, never deleted here (a chat group: its messages go with it). */
  keep?: true;
}

/** A kind as the kit's section, card and forms use it: `contentKind(declaration)`. */
export interface ContentKind<T extends ContentItem> {
  texts: string;
  name: (item: T) => string;
  list: ReturnType<typeof contentCollection<T, never>>['list'];
  /** Delete; none when the kind keeps its items. */
  remove?: (id: number) => Promise<unknown>;
  /** Add: in a dialog, or above the list when `inlineAdd`. */
  AddForm?: ComponentType<{ onDone?: () => void }>;
  inlineAdd: boolean;
  EditForm?: ComponentType<{ item: T; onDone: () => void }>;
  editSize?: 'md';
  Card?: ComponentType<{ item: T; actions: ReactNode }>;
  Item: ComponentType<{ kind: ContentKind<T>; item: T }>;
  List: ListLayout<T>;
  width?: number;
}

/** A form's `translations` (issue 30): the edited item's, or none yet when adding. */
export const translationValues = (item: { translations?: object } | undefined) => ({
  translations: item?.translations ?? {},
});

/** A form's values: the edited item's for each field of `blank`, or `blank` itself when adding. */
export function itemValues<V extends Record<string, unknown>>(item: object | undefined, blank: V): V {
  if (!item) return blank;
  const saved = item as Record<string, unknown>;
  return Object.fromEntries(Object.keys(blank).map((field) => [field, saved[field] ?? blank[field]])) as V;
}

/** Cards one under another. */
const CardColumn = ({ children }: { children: ReactNode }) => <Stack gap="sm">{children}</Stack>;

/** Rows of a list (header lines, tags), one under another. */
export const RowList = ({ children }: { children: ReactNode }) => (
  <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
    {children}
  </Stack>
);

/**
 * A kind from its declaration: its calls, and its add and edit forms as components, so that the
 * section and the cards need not know each form's values.
 */
export function contentKind<T extends ContentItem, O>(declaration: ContentDeclaration<T, O>): ContentKind<T> {
  const { form, add = form, edit = form } = declaration;
  const api = contentCollection<T, O>(declaration.collection, declaration.toBody);
  const kind: ContentKind<T> = {
    texts: declaration.texts,
    name: declaration.name,
    list: api.list,
    remove: declaration.keep ? undefined : api.remove,
    inlineAdd: Boolean(add && 'inline' in add && add.inline),
    editSize: edit?.size,
    Card: declaration.Card,
    Item: declaration.Item ?? ContentCard,
    List: declaration.List ?? CardColumn,
    width: declaration.width,
  };
  if (add) {
    kind.AddForm = function AddForm({ onDone }) {
      return <ContentForm kind={kind} spec={add} send={api.add} onDone={onDone} inline={kind.inlineAdd} />;
    };
  }
  if (edit) {
    kind.EditForm = function EditForm({ item, onDone }) {
      const send = (body: O) => api.update(item.id, body);
      return <ContentForm kind={kind} spec={edit} item={item} send={send} onDone={onDone} />;
    };
  }
  return kind;
}
