import { lazy } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { GuestOnly } from '../features/auth/components/guest-only';
import { RequireAccess } from '../features/auth/components/require-access';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

// One chunk per page: the home page loads only what it needs.
const Home = lazy(() => import('./routes/home'));
const Signup = lazy(() => import('./routes/signup'));
const Login = lazy(() => import('./routes/login'));
const ForgotPassword = lazy(() => import('./routes/forgot-password'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const IpLockAllow = lazy(() => import('./routes/ip-lock-allow'));
const UndoEmailChange = lazy(() => import('./routes/undo-email-change'));
const TermsOfService = lazy(() => import('./routes/terms-of-service'));
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const Download = lazy(() => import('./routes/download'));
const Rankings = lazy(() => import('./routes/rankings'));
const Vote = lazy(() => import('./routes/vote'));
const Skills = lazy(() => import('./routes/skills'));
const Skill = lazy(() => import('./routes/skill'));
const Library = lazy(() => import('./routes/library'));
const LibraryRecord = lazy(() => import('./routes/library-record'));
const Character = lazy(() => import('./routes/character'));
const Community = lazy(() => import('./routes/community'));
const Features = lazy(() => import('./routes/features'));
const Article = lazy(() => import('./routes/article'));
const TwoFactorHelp = lazy(() => import('./routes/two-factor-help'));
const Donate = lazy(() => import('./routes/donate'));
const DiscordCallback = lazy(() => import('./routes/discord-callback'));
const DashboardLayout = lazy(() => import('./routes/dashboard/layout'));
const Dashboard = lazy(() => import('./routes/dashboard/dashboard'));
const AccountSettings = lazy(() => import('./routes/dashboard/account'));
const AdminDonations = lazy(() => import('./routes/dashboard/admin-donations'));
const AdminContent = lazy(() => import('./routes/dashboard/admin-content'));
const AdminVoteSites = lazy(() => import('./routes/dashboard/admin-vote-sites'));
const AdminQueues = lazy(() => import('./routes/dashboard/admin-queues'));
const StaffPlayers = lazy(() => import('./routes/dashboard/staff-players'));
const StaffPlayer = lazy(() => import('./routes/dashboard/staff-player'));
const StaffBans = lazy(() => import('./routes/dashboard/staff-bans'));
const StaffReports = lazy(() => import('./routes/dashboard/staff-reports'));
const StaffAudit = lazy(() => import('./routes/dashboard/staff-audit'));
const NotFound = lazy(() => import('./routes/not-found'));

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
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
