/** The path of an account's invitations (`account` is its number, user_id). */
export const invitationsPath = (account: string) =>
  `/api/accounts/${encodeURIComponent(account)}/invitations`;
