import { lazy } from 'react';

// The ticket screens of spec §2, each its own chunk, loaded when its route is visited.
export const TicketListPage = lazy(() =>
  import('../features/tickets/components/list/ticket-list-page').then((module) => ({
    default: module.TicketListPage,
  })),
);
// The conversion section (runs, report, output, mapping, checklist) is its own feature and chunk;
// the app hands it to the ticket detail page, which loads it once the ticket is known.
const ConversionSection = lazy(() =>
  import('../features/conversions/components/conversion-section').then((module) => ({
    default: module.ConversionSection,
  })),
);
export const TicketDetailPage = lazy(() =>
  import('../features/tickets/components/detail/ticket-detail-page').then((module) => ({
    default: function TicketDetailWithConversion() {
      return <module.TicketDetailPage conversion={ConversionSection} />;
    },
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
