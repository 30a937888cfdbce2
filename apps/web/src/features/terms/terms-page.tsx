import { use } from 'react';
import { Alert, Anchor, Box, Container, Grid, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguageCode, type LanguageCode } from '@rishta/domain';
import { PageHeader } from '@/components/page-header';
import english from './content/en';
import type { TermsContent, TermsSection } from './content/types';
import classes from './terms.module.css';
import { dateFormat } from '@/lib/dates';

type TermsLanguage = LanguageCode;
interface LoadedTerms {
  language: TermsLanguage;
  content: TermsContent;
}

const LAST_UPDATED = Date.UTC(2022, 1, 15);
const LAST_UPDATED_ISO = '2022-02-15';

const ENGLISH: LoadedTerms = { language: 'en', content: english };

// The translations are large, so they are separate chunks: an English reader never downloads them.
const TRANSLATIONS = {
  hi: () => import('./content/hi'),
  ur: () => import('./content/ur'),
  kn: () => import('./content/kn'),
  gu: () => import('./content/gu'),
  te: () => import('./content/te'),
  ta: () => import('./content/ta'),
  mr: () => import('./content/mr'),
  pa: () => import('./content/pa'),
  bn: () => import('./content/bn'),
  ml: () => import('./content/ml'),
  or: () => import('./content/or'),
} satisfies Record<Exclude<TermsLanguage, 'en'>, () => Promise<{ default: TermsContent }>>;

const loading = new Map<keyof typeof TRANSLATIONS, Promise<LoadedTerms>>();

function loadTranslation(language: keyof typeof TRANSLATIONS): Promise<LoadedTerms> {
  let promise = loading.get(language);
  if (!promise) {
    // Offline with the chunk not cached: the English text (which prevails anyway) beats an error page.
    promise = TRANSLATIONS[language]().then(
      (module) => ({ language, content: module.default }),
      () => ENGLISH,
    );
    loading.set(language, promise);
  }
  return promise;
}

function termsLanguageFor(uiLanguage: string): TermsLanguage {
  const base = uiLanguage.split('-')[0];
  return isLanguageCode(base) ? base : 'en';
}

/** The terms in the interface language when we have them, otherwise in English. Suspends while loading. */
function useTerms(uiLanguage: string): LoadedTerms {
  const language = termsLanguageFor(uiLanguage);
  return language === 'en' ? ENGLISH : use(loadTranslation(language));
}

const sectionId = (index: number) => `section-${index + 1}`;

function TableOfContents({ sections, idSuffix }: { sections: TermsSection[]; idSuffix: string }) {
  return (
    <ol className={classes.toc} aria-labelledby={`terms-toc-${idSuffix}`}>
      {sections.map((section, index) => (
        <li key={sectionId(index)}>
          <Anchor
            href={`#${sectionId(index)}`}
            c="var(--mantine-color-text)"
            fz="sm"
            className={classes.tocLink}
          >
            <span className={classes.number}>{index + 1}.</span>
            <span>{section.heading}</span>
          </Anchor>
        </li>
      ))}
    </ol>
  );
}

/** Terms and Conditions (SPEC.md §2): 23 numbered sections, last updated 2022-02-15. */
export function TermsPage() {
  const { t, i18n } = useTranslation('terms');
  const { language, content } = useTerms(i18n.language);
  const lastUpdated = dateFormat(i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(LAST_UPDATED);

  return (
    <Container
      id="terms-top"
      size="lg"
      py={{ base: 'md', sm: 'xl' }}
      lang={language}

      className={`${classes.page} ${classes.anchorTarget}`}
    >
      <title>{`${content.title} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader
        title={content.title}
        description={
          <>
            {content.lastUpdatedLabel}:{' '}
            <time dateTime={LAST_UPDATED_ISO} lang={i18n.language}>
              {lastUpdated}
            </time>
          </>
        }
      />

      {language === 'en' && !i18n.language.startsWith('en') && (
        <Alert variant="light" role="note" radius="md" mb="lg">
          {t('fallbackNotice')}
        </Alert>
      )}

      <Grid columnGap={{ base: 'md', md: 48 }} rowGap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper component="nav" aria-labelledby="terms-toc-mobile" withBorder radius="md" hiddenFrom="md">
            <details className={classes.details}>
              <summary id="terms-toc-mobile" className={classes.summary}>
                {t('tocTitle')}
              </summary>
              <Box px="md" pb="md">
                <TableOfContents sections={content.sections} idSuffix="mobile" />
              </Box>
            </details>
          </Paper>
          <Box
            component="nav"
            aria-labelledby="terms-toc-desktop"
            visibleFrom="md"
            className={classes.sticky}
          >
            <Text id="terms-toc-desktop" fw={700} mb="xs">
              {t('tocTitle')}
            </Text>
            <TableOfContents sections={content.sections} idSuffix="desktop" />
          </Box>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 8 }}>
          <Text fz={{ base: 'md', sm: 'lg' }}>{content.intro}</Text>
          {content.sections.map((section, index) => (
            <section key={sectionId(index)}>
              <Title
                order={2}
                id={sectionId(index)}
                fz={{ base: 19, sm: 22 }}
                mt={36}
                className={classes.anchorTarget}
              >
                <span className={classes.number}>{index + 1}.</span>
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <Text key={paragraphIndex} mt="sm">
                  {paragraph}
                </Text>
              ))}
            </section>
          ))}
          <Anchor href="#terms-top" display="inline-block" mt="xl" fw={600}>
            {t('backToTop')}
          </Anchor>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
