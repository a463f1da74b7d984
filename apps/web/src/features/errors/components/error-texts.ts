import type { TLoginType } from '@fwmig/contract';

/** spec §8: the error types with a page text of their own; any other type gets the generic one. */
export const ERROR_TYPES = [
  'NO_PERMISSION',
  'NO_ACCOUNT',
  'NO_CONVERTER',
  'ACCOUNT_BLOCKED',
] as const;
export type TErrorType = (typeof ERROR_TYPES)[number];

/** The names the texts mention, from the public config. */
export interface TErrorNames {
  serviceName: string;
  providerName: string;
}

export interface TErrorContent {
  title: string;
  paragraphs: string[];
}

/**
 * The heading and explanation of the error page for an error type (spec §8 "Error catalogue").
 * `loginType` only matters for NO_PERMISSION: an IAM user without portal access (IAM_NOPORTAL)
 * is told to ask for it, any other user that the permissions are wrong.
 */
export function errorContent(
  type: string,
  { serviceName, providerName }: TErrorNames,
  loginType?: TLoginType,
): TErrorContent {
  switch (type) {
    case 'NO_ACCOUNT':
      return {
        title: `Service Portal Access Account Has Not Been Created at ${providerName}`,
        paragraphs: [
          `You have no service portal account at the identity provider (${providerName}) yet.`,
          `Create a service portal account at the identity provider (${providerName}) first, then sign in again.`,
        ],
      };
    case 'NO_CONVERTER':
      return {
        title: `${serviceName} Service Portal Access Denied`,
        paragraphs: [
          `The account you chose has no access to ${serviceName}.`,
          'Ask the admin of your master account to add it, or choose another account.',
        ],
      };
    case 'ACCOUNT_BLOCKED':
      return {
        title: `${serviceName} Service Portal Account Blocked`,
        paragraphs: [
          'This account is blocked from the service portal.',
          `Ask your administrator to unblock it, or contact ${providerName} support. You may also choose another account.`,
        ],
      };
    case 'NO_PERMISSION':
      return loginType === 'IAM_NOPORTAL'
        ? {
            title: `${serviceName} Service Portal Access Disabled`,
            paragraphs: [
              'Service portal access is disabled for this IAM user.',
              'Ask the admin of your master account to enable service portal access for this IAM user.',
            ],
          }
        : {
            title: 'Wrong User Permission for IAM User',
            paragraphs: [
              'Only IAM users with portal admin and read/write permission are supported.',
              'Ask the admin of your master account to give this IAM user those permissions.',
            ],
          };
    default:
      return {
        title: 'Fail to Load Account Data',
        paragraphs: [
          `${serviceName} could not load the data of your account.`,
          'Please retry by signing in again. If the problem persists after 24 hours, create a ticket.',
        ],
      };
  }
}
