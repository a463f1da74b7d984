import type { ReactNode } from 'react';
import { ContactFields } from './contact-fields';
import { FormSection } from './form-section';
import { ObjectsField } from './objects-field';
import { SourceFields } from './source-fields';

export interface TTicketFieldsProps {
  /** Section 1: the target device (chosen on create, a summary on edit) and its version. */
  device: ReactNode;
  /** Section 3: the configuration files. */
  files: ReactNode;
}

/**
 * The sections of the create and edit forms in the order a request is thought through:
 * device, source, files, objects, contact. Both forms share every field but the device's.
 */
export function TicketFields({ device, files }: TTicketFieldsProps) {
  return (
    <>
      <FormSection
        step={1}
        title="Target device"
        description="The FortiGate the configuration is converted for."
      >
        {device}
      </FormSection>
      <FormSection
        step={2}
        title="Source firewall"
        description="Where the configuration comes from."
      >
        <SourceFields />
      </FormSection>
      <FormSection
        step={3}
        title="Configuration files"
        description="The source firewall's configuration, as exported from it."
      >
        {files}
      </FormSection>
      <FormSection
        step={4}
        title="Objects to convert"
        description="Choosing a vendor ticks all of its object types: untick what you do not need."
      >
        <ObjectsField />
      </FormSection>
      <FormSection
        step={5}
        title="Contact and notes"
        description="Who our engineers talk to about the conversion."
      >
        <ContactFields />
      </FormSection>
    </>
  );
}
