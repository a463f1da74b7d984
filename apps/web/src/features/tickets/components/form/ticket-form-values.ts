import type { TConvertableObject, TTicketDetail, TTicketEdit, TTicketInput } from '@fwmig/contract';

/** The fields of the create and edit forms; dropdowns hold null until a choice is made. */
export interface TTicketFormValues {
  /** Create only: the target device's serial number. */
  sn: string | null;
  firmwareVersion: string | null;
  sourceVendor: string | null;
  sourceModel: string;
  sourceVersion: string;
  objects: TConvertableObject[];
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  notes: string;
  aiTrainingConsent: boolean;
  /** Files to upload: all of them on create, the added ones on edit. */
  files: File[];
}

/** Who is filling in the form, to offer as the contact. */
export interface TContactDefaults {
  name: string;
  email: string;
}

/** An empty create form for the device of the address, with the user as the contact. */
export function newTicketValues(sn: string | null, contact: TContactDefaults): TTicketFormValues {
  return {
    sn,
    firmwareVersion: null,
    sourceVendor: null,
    sourceModel: '',
    sourceVersion: '',
    objects: [],
    contactName: contact.name,
    contactEmail: contact.email,
    contactPhone: '',
    notes: '',
    aiTrainingConsent: false,
    files: [],
  };
}

/** The saved ticket as edit-form values; an empty contact field falls back to the user. */
export function editTicketValues(
  ticket: TTicketDetail,
  contact: TContactDefaults,
): TTicketFormValues {
  return {
    sn: ticket.sn,
    firmwareVersion: ticket.firmwareVersion || null,
    sourceVendor: ticket.sourceVendor || null,
    sourceModel: ticket.sourceModel,
    sourceVersion: ticket.sourceVersion,
    objects: [...ticket.objects],
    contactName: ticket.contact.name || contact.name,
    contactEmail: ticket.contact.email || contact.email,
    contactPhone: ticket.contact.phone,
    notes: ticket.notes,
    aiTrainingConsent: ticket.aiTrainingConsent,
    files: [],
  };
}

/** What an edit sends (contract ZTicketEdit), with texts trimmed as the server stores them. */
export function toTicketEdit(values: TTicketFormValues): TTicketEdit {
  return {
    firmwareVersion: (values.firmwareVersion ?? '').trim(),
    sourceVendor: values.sourceVendor ?? '',
    sourceModel: values.sourceModel.trim(),
    sourceVersion: values.sourceVersion.trim(),
    objects: values.objects,
    contact: {
      name: values.contactName.trim(),
      email: values.contactEmail.trim(),
      phone: values.contactPhone.trim(),
    },
    notes: values.notes.trim(),
    aiTrainingConsent: values.aiTrainingConsent,
  };
}

/** What a create sends (contract ZTicketInput). */
export function toTicketInput(values: TTicketFormValues, isFreeLicense: boolean): TTicketInput {
  return { sn: values.sn ?? '', isFreeLicense, ...toTicketEdit(values) };
}
