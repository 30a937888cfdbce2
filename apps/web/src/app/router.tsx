import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './layout/route-error';

// Every screen is its own chunk: a phone on mobile data downloads only the page it opens. The
// declarative router keeps react-router's share of the first download small.
const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));

const HomePage = page(() => import('@/features/home/home-page'), 'HomePage');
const GuidelinesPage = page(() => import('@/features/guidelines/guidelines-page'), 'GuidelinesPage');
const BooksPage = page(() => import('@/features/books/books-page'), 'BooksPage');
const NewsPage = page(() => import('@/features/news/news-page'), 'NewsPage');
const ScholarshipsPage = page(() => import('@/features/scholarships/scholarships-page'), 'ScholarshipsPage');
const AboutPage = page(() => import('@/features/about/about-page'), 'AboutPage');
const TermsPage = page(() => import('@/features/terms/terms-page'), 'TermsPage');
const FeedbackPage = page(() => import('@/features/feedback/feedback-page'), 'FeedbackPage');
const LoginPage = page(() => import('@/features/accounts/login-page'), 'LoginPage');
const ForgotPasswordPage = page(
  () => import('@/features/accounts/forgot-password-page'),
  'ForgotPasswordPage',
);
const SignupPage = page(() => import('@/features/signup/signup-page'), 'SignupPage');
const EditProfilePage = page(() => import('@/features/signup/edit-profile-page'), 'EditProfilePage');
const ProfileDetailPage = page(() => import('@/features/profile/profile-detail-page'), 'ProfileDetailPage');
const ReportPage = page(() => import('@/features/profile/report-page'), 'ReportPage');
const DeletePage = page(() => import('@/features/profile/delete-page'), 'DeletePage');
const FavouritesPage = page(() => import('@/features/favourites/favourites-page'), 'FavouritesPage');
const VisitorsPage = page(() => import('@/features/favourites/visitors-page'), 'VisitorsPage');
const CategoriesPage = page(() => import('@/features/browse/categories-page'), 'CategoriesPage');
const ProfilesSearchPage = page(() => import('@/features/browse/profiles-search-page'), 'ProfilesSearchPage');
const ForYouPage = page(() => import('@/features/browse/for-you-page'), 'ForYouPage');
const NewProfilesPage = page(() => import('@/features/browse/new-profiles-page'), 'NewProfilesPage');
const LocalSearchPage = page(() => import('@/features/browse/local-search-page'), 'LocalSearchPage');
const SentProposalsPage = page(() => import('@/features/proposals/proposal-pages'), 'SentProposalsPage');
const ReceivedProposalsPage = page(
  () => import('@/features/proposals/proposal-pages'),
  'ReceivedProposalsPage',
);
const ProposalsPage = page(() => import('@/features/proposals/proposal-pages'), 'ProposalsPage');
const NotFoundPage = page(() => import('@/features/errors/not-found-page'), 'NotFoundPage');

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<HomePage />} />
              <Route path="guidelines" element={<GuidelinesPage />} />
              <Route path="book" element={<BooksPage />} />
              <Route path="news" element={<NewsPage />} />
              <Route path="scholarships" element={<ScholarshipsPage />} />
              <Route path="about" element={<AboutPage />} />
              <Route path="terms-and-conditions" element={<TermsPage />} />
              <Route path="feedback" element={<FeedbackPage />} />
              <Route path="login" element={<LoginPage />} />
              <Route path="forgot-password" element={<ForgotPasswordPage />} />
              <Route path="signup" element={<SignupPage />} />
              <Route path="edit-profile" element={<EditProfilePage />} />
              <Route path="categories" element={<CategoriesPage />} />
              <Route path="profiles" element={<ProfilesSearchPage />} />
              <Route path="new-profiles" element={<NewProfilesPage />} />
              <Route path="for-you" element={<ForYouPage />} />
              <Route path="local-search" element={<LocalSearchPage />} />
              <Route path="profiles/:slug" element={<ProfileDetailPage />} />
              <Route path="report/:slug" element={<ReportPage />} />
              <Route path="delete/:slug" element={<DeletePage />} />
              <Route path="favourite" element={<FavouritesPage />} />
              <Route path="profile-visited" element={<VisitorsPage />} />
              <Route path="sent-proposal" element={<SentProposalsPage />} />
              <Route path="received-proposal" element={<ReceivedProposalsPage />} />
              <Route path="proposals" element={<ProposalsPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
