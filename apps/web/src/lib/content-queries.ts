import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Book,
  BookDownload,
  CounterPage,
  CountResponse,
  Guideline,
  GuidelineTag,
  ProfileCardPage,
  SuccessStory,
  Summary,
} from '@rishta/domain';
import { api } from './api';

// Content used by more than one feature (home shows books, guidelines and profiles too).

/**
 * The page's language, which the content calls pass as `?lang=` so each text comes in it, English
 * where staff wrote none (issue 30). It is part of each query key: switching languages refetches.
 */
export function useContentLanguage(): string {
  return useTranslation().i18n.language;
}

export const useGuidelineTags = () => {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['guideline-tags', lang],
    queryFn: () => api<GuidelineTag[]>(`/configs/guidelines-tags/?lang=${lang}`),
  });
};

export const useGuidelinesByTag = (tagId: number | null) => {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['guidelines', tagId, lang],
    queryFn: () => api<Guideline[]>(`/configs/guidelines/${tagId}/?lang=${lang}`),
    enabled: tagId !== null,
  });
};

export const useAllGuidelines = () => {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['all-guidelines', lang],
    queryFn: () => api<Guideline[]>(`/configs/all-guidelines/?lang=${lang}`),
  });
};

const booksKey = (lang: string) => ['books', lang];

export const useBooks = () => {
  const lang = useContentLanguage();
  return useQuery({ queryKey: booksKey(lang), queryFn: () => api<Book[]>(`/book/list/?lang=${lang}`) });
};

export const useSuccessStories = () => {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['success-stories', lang],
    queryFn: () => api<SuccessStory[]>(`/configs/success-stories/?lang=${lang}`),
  });
};

export const useNewProfiles = (limit: number) =>
  useQuery({
    queryKey: ['new-profiles', limit],
    queryFn: () => api<ProfileCardPage>(`/profiles/new-profiles/?limit=${limit}`),
  });

export const useSummary = () => useQuery({ queryKey: ['summary'], queryFn: () => api<Summary>('/summary/') });

/** One visit of a page, recorded by the server, which answers the page's count; never cached. */
const pageVisitQuery = (page: CounterPage) =>
  queryOptions({
    queryKey: ['page-visits', page],
    queryFn: () => api<CountResponse>(`/configs/counter/${page}/`),
    meta: { countsVisit: true },
    staleTime: Infinity,
    gcTime: 0,
  });

/** Records one visit of a page and returns its count; run once per page view. */
export const usePageVisitCount = (page: CounterPage) => useQuery(pageVisitQuery(page));

/**
 * Records one visit of a page whose count is not shown. Its answer re-renders nothing: the home
 * page redrawn whole when its count arrived was its longest task on a slow phone.
 */
export const useRecordPageVisit = (page: CounterPage) => {
  useQuery({ ...pageVisitQuery(page), notifyOnChangeProps: [] });
};

/**
 * Download: count it, then open the PDF in a new tab (SPEC.md §7). The tab is opened before the
 * request so that pop-up blockers treat it as the user's own click.
 */
export function useDownloadBook() {
  const client = useQueryClient();
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: async (book: Book) => {
      const tab = window.open('', '_blank');
      try {
        const result = await api<BookDownload>(`/book/increase-book-counter/${book.id}/`);
        if (tab) tab.location.href = result.pdf;
        else window.location.href = result.pdf;
        return result;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: (result) => {
      client.setQueryData<Book[]>(booksKey(lang), (books) =>
        books?.map((b) => (b.id === result.id ? { ...b, download_count: result.download_count } : b)),
      );
    },
  });
}

/**
 * The line under a guideline video's title: on an English page the spec's Hindi title; on any
 * other page none, as the title itself is already in the page's language (issue 30).
 */
export const guidelineSubtitle = (guideline: Guideline, language: string): string | undefined =>
  language === 'en' ? guideline.title_hindi : undefined;
