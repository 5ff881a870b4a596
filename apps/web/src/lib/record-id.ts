/** Whether `id` can be one of the api's records (a positive bigint id); anything else is no record. */
export function isRecordId(id: string): boolean {
  return /^[1-9]\d{0,17}$/.test(id);
}
