import { useParams } from 'react-router';
import { PlaceholderPage } from '../features/placeholders/placeholder-page';

/** Screens whose content later work fills in (tickets, free licence, settings): spec §2 routes. */
export function TicketsPlaceholder() {
  return (
    <PlaceholderPage
      title="Tickets"
      text="Your conversion tickets will be listed here, with their status, source vendor, target device and due time."
    />
  );
}

export function TicketDetailPlaceholder() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage
      title={`Ticket ${id}`}
      text="The ticket's summary, status timeline, files and messages will be shown here."
    />
  );
}

export function TicketCreatePlaceholder() {
  const { sn } = useParams();
  return (
    <PlaceholderPage
      title="Create a ticket"
      text={`The guided form for a new conversion${sn ? ` for device ${sn}` : ''} will be here.`}
    />
  );
}

export function TicketEditPlaceholder() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title={`Edit ticket ${id}`} text="Editing a submitted ticket will be here." />
  );
}

export function SslVpnSettingPlaceholder() {
  const { careId = '' } = useParams();
  return (
    <PlaceholderPage
      title="SSL VPN settings"
      text={`The SSL VPN settings the converted configuration of ticket ${careId} should carry will be set here.`}
    />
  );
}

export function FreeLicensePlaceholder() {
  return (
    <PlaceholderPage
      title="Free conversion licence"
      text="Claim the free conversion licence of a target device here."
    />
  );
}
