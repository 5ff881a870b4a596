/**
 * The seeker's place for the job page's distance (decision 0062): the origin of the last
 * distance search on a list, kept in the browser only. Small JSON {label, lat, lng}. In a
 * module of its own so that the list's RememberSearchPlace does not bring the distance code
 * into the list's first-load JavaScript (decision 0064).
 */
export const SEARCH_PLACE_KEY = 'searchPlace';

export type SearchPlace = { label: string; lat: number; lng: number };
