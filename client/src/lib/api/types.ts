/** Request fields: the query for GET, the JSON body otherwise. */
export type Fields = Record<string, unknown>;
