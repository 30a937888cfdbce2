import { useId, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ContentItem, ContentKind } from './content-kind';
import { ContentDialog } from './content-form';
import { useKindTexts } from './content-texts';
import { ListState } from './list-state';
import { SectionHeader } from './section-header';

/**
 * One kind of content: its heading and what it is for, Add (a button opening the add dialog, or a
 * one-line form above the list), and its list with its loading, error and empty states. Its
 * `notice` (if it has one) and `children` stand between the heading and the list. `actions`
 * replace the header's Add button, given the function that opens the add dialog; `shown` filters
 * the list (`<texts>.emptyShown` when nothing is left).
 */
export function ContentSection<T extends ContentItem>({
  kind,
  children,
  actions,
  shown,
}: {
  kind: ContentKind<T>;
  children?: ReactNode;
  actions?: (openAdd: () => void) => ReactNode;
  shown?: (item: T) => boolean;
}) {
  const { text, has } = useKindTexts(kind.texts);
  const query = useQuery(kind.list());
  const [adding, add] = useDisclosure(false);
  const titleId = useId();
  const { AddForm, Item, List, inlineAdd } = kind;
  const addButton = AddForm && !inlineAdd && <Button onClick={add.open}>{text('add')}</Button>;
  return (
    <Stack component="section" aria-labelledby={titleId} gap="md" maw={kind.width}>
      <SectionHeader
        id={titleId}
        title={text('title')}
        intro={has('intro') ? text('intro') : undefined}
        action={actions ? actions(add.open) : addButton}
      />
      {has('notice') && (
        <Alert variant="light" color="blue" title={text('noticeTitle')}>
          {text('notice')}
        </Alert>
      )}
      {children}
      {AddForm && inlineAdd && <AddForm />}
      <ListState query={query} empty={text('empty')}>
        {(list) => {
          const items = shown ? list.results.filter(shown) : list.results;
          if (items.length === 0) {
            // Nothing under the filter chosen (a tag without videos).
            return (
              <Text c="dimmed" role="status">
                {text('emptyShown')}
              </Text>
            );
          }
          return (
            <List list={list}>
              {items.map((item) => (
                <Item key={item.id} kind={kind} item={item} />
              ))}
            </List>
          );
        }}
      </ListState>
      {AddForm && !inlineAdd && (
        <ContentDialog opened={adding} onClose={add.close} title={text('add')}>
          <AddForm onDone={add.close} />
        </ContentDialog>
      )}
    </Stack>
  );
}

/** A tab of the content page showing one kind. */
export function sectionOf<T extends ContentItem>(kind: ContentKind<T>): ComponentType {
  return function KindSection() {
    return <ContentSection kind={kind} />;
  };
}
