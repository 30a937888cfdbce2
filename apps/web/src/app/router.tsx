import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { PageLoader } from '@/components/page-loader';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './layout/route-error';
import { lazyPart } from '@/lib/lazy-part';

// Every screen is its own chunk: a phone on mobile data downloads only the page it opens. The
// declarative router keeps react-router's share of the first download small.
const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazyPart(() => load().then((m) => ({ default: m[name] as ComponentType })));

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
// The chat (issue 14): its screens, socket and translations load only when a chat is opened.
const ChatAppPage = page(() => import('@/features/chat/chat-app-page'), 'ChatAppPage');
const GroupForumPage = page(() => import('@/features/chat/group-forum-page'), 'GroupForumPage');
// The moderation console (issue 13): its own layout and chunks, never part of the public pages' code.
const AdminConsole = page(() => import('@/console/admin-console'), 'AdminConsole');
const NotFoundPage = page(() => import('@/features/errors/not-found-page'), 'NotFoundPage');

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every route, inside the browser's router or, on the server, a static one (entry-server.tsx). */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path="/admin/*" element={<AdminConsole />} />
          <Route element={<AppLayout />}>
            <Route index element={<HomePage />} />
            <Route path={paths.guidelines} element={<GuidelinesPage />} />
            <Route path={paths.books} element={<BooksPage />} />
            <Route path={paths.news} element={<NewsPage />} />
            <Route path={paths.scholarships} element={<ScholarshipsPage />} />
            <Route path={paths.about} element={<AboutPage />} />
            <Route path={paths.terms} element={<TermsPage />} />
            <Route path={paths.feedback} element={<FeedbackPage />} />
            <Route path={paths.login} element={<LoginPage />} />
            <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={paths.signup} element={<SignupPage />} />
            <Route path={paths.editProfile} element={<EditProfilePage />} />
            <Route path={paths.categories} element={<CategoriesPage />} />
            <Route path={paths.search} element={<ProfilesSearchPage />} />
            <Route path={paths.newProfiles} element={<NewProfilesPage />} />
            <Route path={paths.forYou} element={<ForYouPage />} />
            <Route path={paths.localSearch} element={<LocalSearchPage />} />
            <Route path={paths.profile} element={<ProfileDetailPage />} />
            <Route path={paths.report} element={<ReportPage />} />
            <Route path={paths.deleteProfile} element={<DeletePage />} />
            <Route path={paths.favourites} element={<FavouritesPage />} />
            <Route path={paths.visitors} element={<VisitorsPage />} />
            <Route path={paths.sentProposals} element={<SentProposalsPage />} />
            <Route path={paths.receivedProposals} element={<ReceivedProposalsPage />} />
            <Route path={paths.proposals} element={<ProposalsPage />} />
            <Route path={paths.chatIndex} element={<ChatAppPage />} />
            <Route path={paths.chatGroup} element={<GroupForumPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
