import { useState } from 'react';
import { Button, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_TEXT_MAX,
  INTERFACE_LANGUAGES,
  languageDirection,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@rishta/domain';
import { useFieldTexts, type TextMax } from './content-fields';
import { CONTENT_NS, useKindTexts } from './content-texts';
import { fieldError } from './form-error';

/** A field that has a text per language: its name (the English field's) and its box. */
export interface TranslatedFieldSpec {
  name: string;
  max: TextMax;
  /** A text area growing from `rows[0]` to `rows[1]` rows instead of one line. */
  rows?: [number, number];
}

const nativeName = (code: TranslatedLanguage) => INTERFACE_LANGUAGES.find((l) => l.code === code)!.nativeName;

/**
 * The item's texts in the other eleven languages (issue 30), under its English fields: one button
 * per language (marked once it has a text) and the chosen language's boxes, typed in its script and
 * direction. A box left empty shows the English text in that language; none is required. The
 * values are the form's `translations.<language>.<field>`, as the API takes them.
 */
export function TranslationsField({
  fields,
  except = [],
}: {
  fields: readonly TranslatedFieldSpec[];
  /** Languages whose text is a field of its own (a video's Hindi title). */
  except?: readonly TranslatedLanguage[];
}) {
  const { t } = useTranslation(CONTENT_NS);
  const kindTexts = useFieldTexts();
  const texts = useKindTexts(kindTexts);
  const form = useFormContext();
  const languages = TRANSLATED_LANGUAGES.filter((code) => !except.includes(code));
  const [chosen, setChosen] = useState<TranslatedLanguage>(languages[0]!);
  const saved = (useWatch({ control: form.control, name: 'translations' }) ?? {}) as Record<
    string,
    Record<string, string | undefined> | undefined
  >;
  const hasText = (code: TranslatedLanguage) =>
    Object.values(saved[code] ?? {}).some((text) => typeof text === 'string' && text.trim() !== '');
  // A language whose box the check refused shows red, as its boxes may not be on screen.
  const hasError = (code: TranslatedLanguage) => Boolean(get(form.formState.errors, `translations.${code}`));
  // A field's label in another language: its own where the English one says "(English)".
  const label = (name: string) => texts.textOr(`translatedFields.${name}`, `${kindTexts}.fields.${name}`);
  const dir = languageDirection(chosen);

  return (
    <Fieldset legend={t('translations.legend')} variant="filled" radius="md" className="every-script">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('translations.hint')}
        </Text>
        <Group gap={6} role="group" aria-label={t('translations.languages')}>
          {languages.map((code) => (
            <Button
              key={code}
              size="compact-sm"
              variant={code === chosen ? 'filled' : hasText(code) || hasError(code) ? 'light' : 'default'}
              color={hasError(code) ? 'red' : undefined}
              aria-pressed={code === chosen}
              lang={code}
              onClick={() => setChosen(code)}
            >
              {/* The mark is part of the button's name: read out, it says the language has a text. */}
              {hasText(code) ? `${nativeName(code)} ✓` : nativeName(code)}
            </Button>
          ))}
        </Group>
        {fields.map(({ name, max, rows }) => {
          const path = `translations.${chosen}.${name}`;
          const box = {
            ...form.register(path),
            label: t('translations.field', { field: label(name), language: nativeName(chosen) }),
            error: fieldError(get(form.formState.errors, path)),
            maxLength: CONTENT_TEXT_MAX[max],
            lang: chosen,
            dir,
          };
          // Keyed by language and field: each language's boxes are new ones, with their own text.
          return rows ? (
            <Textarea key={path} {...box} autosize minRows={rows[0]} maxRows={rows[1]} />
          ) : (
            <TextInput key={path} {...box} />
          );
        })}
      </Stack>
    </Fieldset>
  );
}
