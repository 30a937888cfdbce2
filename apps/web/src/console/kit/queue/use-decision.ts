import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppError } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { staffApi } from '../api/staff-api';
import { useConsoleErrorText } from '../use-console-error-text';
import { namespaceOf, type AnyQueue, type DecisionTarget } from './define-queue';
import { refreshAfterDecision, removeFromQueue } from './queue-query';

/** The dialog of a decision that asks for something first; each opening starts a fresh form. */
export interface DecisionDialog<Action extends string> {
  action: Action;
  opened: boolean;
  /** Counts openings: `key` a dialog's form with it so nothing typed carries over. */
  opening: number;
}

/**
 * What deciding on one item does, the same in every queue: the call, the item leaving the list at
 * once (when the target is a queue), the lists refreshing, and a notification saying what
 * happened (`done.<action>` of the resource's texts, with `names`). A decision taken at a click
 * (`decide`) says a refusal in a notification; one taken in a dialog (`submit`) keeps the dialog
 * open with the refusal in it, unless someone else decided first (the target's `gone`): then the
 * dialog closes and says so. Each item has its own, so a moderator can go on with the next item
 * while the last answer is on its way. `onDone` follows a decision that went through.
 */
export function useDecision<Item, Action extends string>(
  target: DecisionTarget<Item> & { list?: string },
  item: Item,
  names: Record<string, string>,
  onDone?: (action: Action) => void,
) {
  const ns = namespaceOf(target);
  const { t } = useTranslation(ns);
  const { errorText } = useConsoleErrorText(ns);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ action, body }: { action: Action; body?: unknown }) => {
      const call = target.decisions[action]!(item, body);
      return staffApi<unknown>(call.path, { method: 'POST', json: call.json });
    },
    onSuccess: () => {
      if ('id' in target) removeFromQueue(queryClient, target as AnyQueue, item);
    },
    onSettled: () => refreshAfterDecision(queryClient, target),
  });
  const [dialog, setDialog] = useState<DecisionDialog<Action> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const done = (action: Action) => {
    notify({
      color: 'rishta',
      title: t(`done.${String(action)}.title`),
      message: t(`done.${String(action)}.text`, names),
    });
    onDone?.(action);
  };
  const failed = (failure: unknown) =>
    notify({ color: 'red', title: t('done.failed'), message: errorText(failure) });
  const close = () => setDialog((d) => (d ? { ...d, opened: false } : d));

  return {
    /** A decision at a click: a notification either way. */
    decide: (action: Action, body?: unknown) =>
      mutation.mutate({ action, body }, { onSuccess: () => done(action), onError: failed }),
    /** A decision from its dialog: the refusal stays in the dialog with what was typed. */
    submit: async (action: Action, body?: unknown) => {
      setError(null);
      try {
        await mutation.mutateAsync({ action, body });
        close();
        done(action);
      } catch (failure) {
        if (target.gone && failure instanceof AppError && failure.is(target.gone)) {
          close();
          failed(failure);
          return;
        }
        setError(errorText(failure));
      }
    },
    open: (action: Action) => {
      setError(null);
      setDialog((d) => ({ action, opened: true, opening: (d?.opening ?? 0) + 1 }));
    },
    close,
    dialog,
    /** Whether the dialog of `action` is the one open. */
    isOpen: (action: Action) => dialog?.action === action && dialog.opened,
    error,
    /** The resource's texts (its dialogs' words). */
    namespace: ns,
    /** The decision on its way, if any. */
    busy: mutation.isPending ? mutation.variables.action : null,
  };
}

export type Decision<Action extends string> = ReturnType<typeof useDecision<unknown, Action>>;
