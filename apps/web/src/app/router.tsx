import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';

// Every screen is its own chunk: a phone on mobile data downloads only the page it opens.
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('@/features/home/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'guidelines', lazy: () => import('@/features/guidelines/guidelines-page').then((m) => ({ Component: m.GuidelinesPage })) },
      { path: 'book', lazy: () => import('@/features/books/books-page').then((m) => ({ Component: m.BooksPage })) },
      { path: 'news', lazy: () => import('@/features/news/news-page').then((m) => ({ Component: m.NewsPage })) },
      { path: 'scholarships', lazy: () => import('@/features/scholarships/scholarships-page').then((m) => ({ Component: m.ScholarshipsPage })) },
      { path: 'about', lazy: () => import('@/features/about/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'terms-and-conditions', lazy: () => import('@/features/terms/terms-page').then((m) => ({ Component: m.TermsPage })) },
      { path: 'feedback', lazy: () => import('@/features/feedback/feedback-page').then((m) => ({ Component: m.FeedbackPage })) },
      { path: '*', lazy: () => import('@/features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
