import type { ReactNode } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ContentItem, ContentKind } from './content-kind';
import { ContentDialog } from './content-form';
import { useKindTexts } from './content-texts';
import { DeleteAction } from './delete-action';

/**
 * An item's Edit (when the kind edits) and Delete, named after the item for screen readers, with
 * the edit dialog. `children` come first (a header line's Show / Hide).
 */
export function ItemActions<T extends ContentItem>({
  kind,
  item,
  deleteDisabled,
  children,
}: {
  kind: ContentKind<T>;
  item: T;
  /** Delete is refused (a tag that still has videos). */
  deleteDisabled?: boolean;
  children?: ReactNode;
}) {
  const { text, textOr } = useKindTexts(kind.texts);
  const [editing, edit] = useDisclosure(false);
  const { EditForm } = kind;
  const name = kind.name(item);
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      {EditForm && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={edit.open}
            aria-label={textOr('editNamed', 'editNamed', { name })}
          >
            {textOr('editButton', 'edit')}
          </Button>
          <ContentDialog
            opened={editing}
            onClose={edit.close}
            title={text('edit', { name })}
            size={kind.editSize}
          >
            <EditForm item={item} onDone={edit.close} />
          </ContentDialog>
        </>
      )}
      {kind.remove && <DeleteAction kind={kind} remove={kind.remove} item={item} disabled={deleteDisabled} />}
    </Group>
  );
}

/** An item as a card (news, a story, a book, a video): its body places the item's actions. */
export function ContentCard<T extends ContentItem>({ kind, item }: { kind: ContentKind<T>; item: T }) {
  const { Card } = kind;
  return (
    <Paper component="article" aria-label={kind.name(item)} withBorder radius="md" p="sm">
      {Card && <Card item={item} actions={<ItemActions kind={kind} item={item} />} />}
    </Paper>
  );
}
