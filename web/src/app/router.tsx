import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { GuestOnly } from '../features/auth/components/guest-only';
import { RequireAccess } from '../features/auth/components/require-access';
import { lazyPage, preloadPages } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

// One chunk per page: the home page loads only what it needs.
const Home = lazyPage(() => import('./routes/home'));
const Signup = lazyPage(() => import('./routes/signup'));
const Login = lazyPage(() => import('./routes/login'));
const ForgotPassword = lazyPage(() => import('./routes/forgot-password'));
const ResetPassword = lazyPage(() => import('./routes/reset-password'));
const IpLockAllow = lazyPage(() => import('./routes/ip-lock-allow'));
const UndoEmailChange = lazyPage(() => import('./routes/undo-email-change'));
const TermsOfService = lazyPage(() => import('./routes/terms-of-service'));
const PrivacyPolicy = lazyPage(() => import('./routes/privacy-policy'));
const Download = lazyPage(() => import('./routes/download'));
const Rankings = lazyPage(() => import('./routes/rankings'));
const Vote = lazyPage(() => import('./routes/vote'));
const Skills = lazyPage(() => import('./routes/skills'));
const Skill = lazyPage(() => import('./routes/skill'));
const Library = lazyPage(() => import('./routes/library'));
const LibraryRecord = lazyPage(() => import('./routes/library-record'));
const Character = lazyPage(() => import('./routes/character'));
const Community = lazyPage(() => import('./routes/community'));
const Features = lazyPage(() => import('./routes/features'));
const Article = lazyPage(() => import('./routes/article'));
const TwoFactorHelp = lazyPage(() => import('./routes/two-factor-help'));
const Donate = lazyPage(() => import('./routes/donate'));
const DiscordCallback = lazyPage(() => import('./routes/discord-callback'));
const DashboardLayout = lazyPage(() => import('./routes/dashboard/layout'));
const Dashboard = lazyPage(() => import('./routes/dashboard/dashboard'));
const AccountSettings = lazyPage(() => import('./routes/dashboard/account'));
const AdminDonations = lazyPage(() => import('./routes/dashboard/admin-donations'));
const AdminContent = lazyPage(() => import('./routes/dashboard/admin-content'));
const AdminVoteSites = lazyPage(() => import('./routes/dashboard/admin-vote-sites'));
const AdminQueues = lazyPage(() => import('./routes/dashboard/admin-queues'));
const StaffPlayers = lazyPage(() => import('./routes/dashboard/staff-players'));
const StaffPlayer = lazyPage(() => import('./routes/dashboard/staff-player'));
const StaffBans = lazyPage(() => import('./routes/dashboard/staff-bans'));
const StaffReports = lazyPage(() => import('./routes/dashboard/staff-reports'));
const StaffAudit = lazyPage(() => import('./routes/dashboard/staff-audit'));
const NotFound = lazyPage(() => import('./routes/not-found'));

// The route table alone, so tests can put it in a memory router (web/test/routes).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Home /> },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.signup, element: <Signup /> },
              { path: paths.login, element: <Login /> },
            ],
          },
          { path: paths.forgotPassword, element: <ForgotPassword /> },
          { path: paths.resetPassword, element: <ResetPassword /> },
          { path: paths.ipLockAllow, element: <IpLockAllow /> },
          { path: paths.undoEmailChange, element: <UndoEmailChange /> },
          { path: paths.termsOfService, element: <TermsOfService /> },
          { path: paths.privacyPolicy, element: <PrivacyPolicy /> },
          { path: paths.download, element: <Download /> },
          { path: paths.rankings, element: <Rankings /> },
          { path: paths.vote, element: <Vote /> },
          { path: paths.skills, element: <Skills /> },
          { path: paths.skill, element: <Skill /> },
          { path: paths.library, element: <Library /> },
          { path: paths.libraryItem, element: <LibraryRecord kind="item" /> },
          { path: paths.libraryMonster, element: <LibraryRecord kind="monster" /> },
          { path: paths.libraryMap, element: <LibraryRecord kind="map" /> },
          { path: paths.libraryNpc, element: <LibraryRecord kind="npc" /> },
          { path: paths.character, element: <Character /> },
          { path: paths.community, element: <Community /> },
          { path: paths.features, element: <Features /> },
          { path: paths.newsArticle, element: <Article /> },
          { path: paths.updateArticle, element: <Article /> },
          { path: paths.eventArticle, element: <Article /> },
          { path: paths.twoFactorHelp, element: <TwoFactorHelp /> },
          // Public for now: the Discord popup may also be used to log in (POST /discord/login).
          { path: paths.discordCallback, element: <DiscordCallback /> },
          {
            element: <RequireAccess requirement="user" />,
            children: [
              { path: paths.donate, element: <Donate /> },
              {
                path: paths.dashboard,
                element: <DashboardLayout />,
                children: [
                  { index: true, element: <Dashboard /> },
                  { path: paths.accountSettings, element: <AccountSettings /> },
                  {
                    element: <RequireAccess requirement="staff" />,
                    children: [
                      { path: paths.staffPlayers, element: <StaffPlayers /> },
                      { path: paths.staffPlayer, element: <StaffPlayer /> },
                      { path: paths.staffBans, element: <StaffBans /> },
                      { path: paths.staffReports, element: <StaffReports /> },
                      { path: paths.staffAudit, element: <StaffAudit /> },
                    ],
                  },
                  {
                    element: <RequireAccess requirement="admin" />,
                    children: [
                      { path: paths.adminDonations, element: <AdminDonations /> },
                      { path: paths.adminContent, element: <AdminContent /> },
                      { path: paths.adminVoteSites, element: <AdminVoteSites /> },
                      { path: paths.adminQueues, element: <AdminQueues /> },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

// Created on first render, not on import: importing `routes` must not start a browser router.
let router: ReturnType<typeof createBrowserRouter> | null = null;

export function AppRouter() {
  if (router === null) {
    router = createBrowserRouter(routes);
    preloadPages(routes, window.location.pathname);
  }
  return <RouterProvider router={router} />;
}
