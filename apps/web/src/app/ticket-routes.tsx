import { lazy } from 'react';

// The ticket screens of spec §2, each its own chunk, loaded when its route is visited.
export const TicketListPage = lazy(() =>
  import('../features/tickets/components/list/ticket-list-page').then((module) => ({
    default: module.TicketListPage,
  })),
);
export const TicketDetailPage = lazy(() =>
  import('../features/tickets/components/detail/ticket-detail-page').then((module) => ({
    default: module.TicketDetailPage,
  })),
);
export const TicketCreatePage = lazy(() =>
  import('../features/tickets/components/form/ticket-create-page').then((module) => ({
    default: module.TicketCreatePage,
  })),
);
export const TicketEditPage = lazy(() =>
  import('../features/tickets/components/form/ticket-edit-page').then((module) => ({
    default: module.TicketEditPage,
  })),
);
export const SslVpnSettingPage = lazy(() =>
  import('../features/tickets/components/sslvpn/sslvpn-page').then((module) => ({
    default: module.SslVpnSettingPage,
  })),
);
export const FreeLicensePage = lazy(() =>
  import('../features/free-license/components/free-license-page').then((module) => ({
    default: module.FreeLicensePage,
  })),
);
