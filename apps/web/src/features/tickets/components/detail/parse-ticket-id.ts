/** A ticket number from the address (a positive whole number the server accepts), else null. */
export function parseTicketId(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2147483647 ? id : null;
}
