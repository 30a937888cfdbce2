import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE, type PersonDetail } from '@rishta/domain';
import { AuditEntry, AuditRows } from '../../kit/audit/audit-entry';
import { auditLogPath } from '../../kit/shell/console-paths';
import { PersonSection } from './person-section';

/** What staff did to this account, newest first, each change as before → after. */
export function AuditTrail({ person }: { person: PersonDetail }) {
  const { t } = useTranslation('console-people');
  return (
    <PersonSection title={t('audit.title')} intro={t('audit.intro')}>
      {person.audit.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('audit.none')}
        </Text>
      ) : (
        <AuditRows>
          {person.audit.map((row) => (
            <AuditEntry key={row.id} row={row} />
          ))}
        </AuditRows>
      )}
      {person.audit.length >= AUDIT_PAGE && (
        <Text fz="sm" c="dimmed">
          {t('audit.more', { count: AUDIT_PAGE })}{' '}
          <Anchor component={Link} to={auditLogPath(person.account_id)} fz="sm">
            {t('person.auditLink')}
          </Anchor>
        </Text>
      )}
    </PersonSection>
  );
}
