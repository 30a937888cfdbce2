import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Labels = Record<string, string>;

/**
 * An action's human name ("Profile approved" for `approve`), or the action itself for one this
 * console has no name for yet (a newer API's). The names are a flat map keyed by the action, dots
 * and all, read whole: i18next would take the dots in `report.warn` for nesting.
 */
export function useActionLabel() {
  const { t } = useTranslation('console-audit');
  const actions = t('actions', { returnObjects: true }) as Labels | string;
  const areas = t('areas', { returnObjects: true }) as Labels | string;
  return useCallback(
    (action: string): string => {
      const known = typeof actions === 'object' ? actions[action] : undefined;
      if (known) return known;
      // 'report.' is the filter for every report action.
      if (action.endsWith('.')) {
        const area = typeof areas === 'object' ? areas[action] : undefined;
        return area ?? t('anyArea', { area: action.slice(0, -1) });
      }
      return action;
    },
    [actions, areas, t],
  );
}
