/**
 * What a licence route answers, with 404, for a licence that does not exist and for one the
 * caller may not see alike (someone else's): the answer never tells which (decisions 0069, 0070).
 */
export const LICENCE_NOT_FOUND = "Licence not found";
