import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { DevOnly } from './dev-only';
import { HomeRoute } from './home-route';
import { AppLayout } from './layout/app-layout';
import {
  FreeLicensePage,
  SslVpnSettingPage,
  TicketCreatePage,
  TicketDetailPage,
  TicketEditPage,
  TicketListPage,
} from './ticket-routes';
import {
  RequireAdmin,
  RequireKnownErrorPage,
  RequireReadWriteAdmin,
  RequireSignedIn,
  RequireUser,
} from './route-guards';

// Route-level code splitting: each page is its own chunk, loaded when its route is visited.
const UiCataloguePage = lazy(() =>
  import('../features/ui-catalogue/components/ui-catalogue-page').then((module) => ({
    default: module.UiCataloguePage,
  })),
);
const LoadingPage = lazy(() =>
  import('../features/session/components/loading-page').then((module) => ({
    default: module.LoadingPage,
  })),
);
const SelectionPage = lazy(() =>
  import('../features/session/components/selection-page').then((module) => ({
    default: module.SelectionPage,
  })),
);
const VersionsPage = lazy(() =>
  import('../features/settings/components/versions/versions-page').then((module) => ({
    default: module.VersionsPage,
  })),
);
const SettingsOverviewPage = lazy(() =>
  import('../features/settings/components/overview/settings-overview-page').then((module) => ({
    default: module.SettingsOverviewPage,
  })),
);
const ModelPage = lazy(() =>
  import('../features/settings/components/models/model-page').then((module) => ({
    default: module.ModelPage,
  })),
);
const PortalMenusPage = lazy(() =>
  import('../features/settings/components/menus/portal-menus-page').then((module) => ({
    default: module.PortalMenusPage,
  })),
);
const AuditLogPage = lazy(() =>
  import('../features/audit/components/audit-log-page').then((module) => ({
    default: module.AuditLogPage,
  })),
);
const directoryPage = <K extends string>(
  load: () => Promise<Record<K, React.ComponentType>>,
  name: K,
) => lazy(() => load().then((module) => ({ default: module[name] })));
const AccountsPage = directoryPage(
  () => import('../features/admin/components/accounts-page'),
  'AccountsPage',
);
const AccountDetailPage = directoryPage(
  () => import('../features/admin/components/account-detail-page'),
  'AccountDetailPage',
);
const LoginsPage = directoryPage(
  () => import('../features/admin/components/logins-page'),
  'LoginsPage',
);
const OrganisationsPage = directoryPage(
  () => import('../features/admin/components/organisations-page'),
  'OrganisationsPage',
);
const OrganisationDetailPage = directoryPage(
  () => import('../features/admin/components/organisation-detail-page'),
  'OrganisationDetailPage',
);
const DevicesPage = directoryPage(
  () => import('../features/admin/components/devices-page'),
  'DevicesPage',
);
const LicencesPage = directoryPage(
  () => import('../features/admin/components/licences-page'),
  'LicencesPage',
);
const AccountUsersPage = lazy(() =>
  import('../features/invitations/components/account-users-page').then((module) => ({
    default: module.AccountUsersPage,
  })),
);
const AdminInvitationsPage = lazy(() =>
  import('../features/invitations/components/admin-invitations-page').then((module) => ({
    default: module.AdminInvitationsPage,
  })),
);
const MailOutboxPage = lazy(() =>
  import('../features/mail-outbox/components/mail-outbox-page').then((module) => ({
    default: module.MailOutboxPage,
  })),
);
const RegistrationPage = lazy(() =>
  import('../features/registration/components/registration-page').then((module) => ({
    default: module.RegistrationPage,
  })),
);
const ErrorRoute = lazy(() =>
  import('../features/session/components/error-route').then((module) => ({
    default: module.ErrorRoute,
  })),
);

const user = (element: React.ReactNode) => <RequireUser>{element}</RequireUser>;
const staff = (element: React.ReactNode) => <RequireAdmin>{element}</RequireAdmin>;
const admin = (element: React.ReactNode) => (
  <RequireReadWriteAdmin>{element}</RequireReadWriteAdmin>
);

/** The route tree of spec §2, shared by the browser router and the tests' memory routers. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'loading', element: <LoadingPage /> },
      {
        path: 'error/:type',
        element: (
          <RequireKnownErrorPage>
            <ErrorRoute />
          </RequireKnownErrorPage>
        ),
      },
      // spec §9: the default target of CREATE ACCOUNT (AccountCreation_URL).
      { path: 'register', element: <RegistrationPage /> },
      {
        path: 'selection/ouaccount',
        element: (
          <RequireSignedIn>
            <SelectionPage variant="ouaccount" />
          </RequireSignedIn>
        ),
      },
      {
        path: 'selection/subuser',
        element: (
          <RequireSignedIn>
            <SelectionPage variant="subuser" />
          </RequireSignedIn>
        ),
      },
      { path: 'tickets', element: user(<TicketListPage />) },
      { path: 'ticket/detail/:id', element: user(<TicketDetailPage />) },
      { path: 'ticket/create/:sn?', element: user(<TicketCreatePage />) },
      { path: 'ticket/edit/:id', element: user(<TicketEditPage />) },
      { path: 'ticket/sslvpnsetting/:careId', element: user(<SslVpnSettingPage />) },
      { path: 'free-license/:sn?', element: user(<FreeLicensePage />) },
      { path: 'settings', element: admin(<SettingsOverviewPage />) },
      { path: 'settings/version', element: admin(<VersionsPage />) },
      // issue 18 item 11: the audit log, like the settings, for read-write admins only.
      { path: 'settings/audit', element: admin(<AuditLogPage />) },
      // issue 19 item 2: the SERVICES and SUPPORT menu entries.
      { path: 'settings/menus', element: admin(<PortalMenusPage />) },
      { path: 'settings/invitations', element: admin(<AdminInvitationsPage />) },
      { path: 'settings/mail', element: admin(<MailOutboxPage />) },
      { path: 'account/users', element: user(<AccountUsersPage />) },
      {
        path: 'settings/model/:action/:model?',
        element: admin(<ModelPage />),
      },
      // issue 20 item 1: the directory, for administrators of either level.
      { path: 'admin', element: <Navigate to="/admin/accounts" replace /> },
      { path: 'admin/accounts', element: staff(<AccountsPage />) },
      { path: 'admin/accounts/:userId', element: staff(<AccountDetailPage />) },
      { path: 'admin/logins', element: staff(<LoginsPage />) },
      { path: 'admin/organisations', element: staff(<OrganisationsPage />) },
      { path: 'admin/organisations/:orgId', element: staff(<OrganisationDetailPage />) },
      { path: 'admin/devices', element: staff(<DevicesPage />) },
      { path: 'admin/licences', element: staff(<LicencesPage />) },
      {
        path: 'dev/ui',
        element: (
          <DevOnly>
            <UiCataloguePage />
          </DevOnly>
        ),
      },
      // spec §2: unknown paths redirect to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
