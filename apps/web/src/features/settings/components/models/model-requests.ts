import type { TModelDetail } from '@fwmig/contract';
import type { TAddModel } from '../../api/add-model';
import type { TUpdateModel } from '../../api/update-model';
import { interfaceChanges, toInterfaceInput, type TInterfaceRow } from './interface-rows';

/** The model fields of the form, as typed. */
export interface TModelFormValues {
  model: string;
  snPrefix: string;
  series: string;
}

/** The fields as the server stores them: trimmed, the prefix in capitals. */
export function normaliseModelFields(values: TModelFormValues): TModelFormValues {
  return {
    model: values.model.trim(),
    snPrefix: values.snPrefix.trim().toUpperCase(),
    series: values.series.trim(),
  };
}

/**
 * The body of interface/add. A duplicate whose ports were left as copied names its source
 * (the server copies the ports); otherwise the edited list goes along.
 */
export function addModelRequest(
  values: TModelFormValues,
  rows: TInterfaceRow[],
  unchangedSource?: string,
): TAddModel {
  const fields = normaliseModelFields(values);
  if (unchangedSource !== undefined) {
    return { ...fields, interfaceList: [], duplicateModel: unchangedSource };
  }
  return { ...fields, interfaceList: rows.map(toInterfaceInput) };
}

/** The body of interface/update: the fields and the port changes against the saved model. */
export function updateModelRequest(
  values: TModelFormValues,
  rows: TInterfaceRow[],
  saved: TModelDetail,
): TUpdateModel {
  return { ...normaliseModelFields(values), ...interfaceChanges(saved.interfaceList, rows) };
}
