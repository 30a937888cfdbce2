import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export const useGuidelineTags = () =>
  useQuery({ queryKey: ['guideline-tags'], queryFn: () => api<GuidelineTag[]>('/configs/guidelines-tags/') });

export const useGuidelinesByTag = (tagId: number | null) =>
  useQuery({
    queryKey: ['guidelines', tagId],
    queryFn: () => api<Guideline[]>(`/configs/guidelines/${tagId}/`),
    enabled: tagId !== null,
  });

export const useAllGuidelines = () =>
  useQuery({ queryKey: ['all-guidelines'], queryFn: () => api<Guideline[]>('/configs/all-guidelines/') });

export const useBooks = () => useQuery({ queryKey: ['books'], queryFn: () => api<Book[]>('/book/list/') });

export const useSuccessStories = () =>
  useQuery({
    queryKey: ['success-stories'],
    queryFn: () => api<SuccessStory[]>('/configs/success-stories/'),
  });

export const useNewProfiles = (limit: number) =>
  useQuery({
    queryKey: ['new-profiles', limit],
    queryFn: () => api<ProfileCardPage>(`/profiles/new-profiles/?limit=${limit}`),
  });

export const useSummary = () => useQuery({ queryKey: ['summary'], queryFn: () => api<Summary>('/summary/') });

/** Records one visit of a page and returns its count; run once per page view, never cached. */
export const usePageVisitCount = (page: CounterPage) =>
  useQuery({
    queryKey: ['page-visits', page],
    queryFn: () => api<CountResponse>(`/configs/counter/${page}/`),
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * Download: count it, then open the PDF in a new tab (SPEC.md §7). The tab is opened before the
 * request so that pop-up blockers treat it as the user's own click.
 */
export function useDownloadBook() {
  const client = useQueryClient();
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
      client.setQueryData<Book[]>(['books'], (books) =>
        books?.map((b) => (b.id === result.id ? { ...b, download_count: result.download_count } : b)),
      );
    },
  });
}
