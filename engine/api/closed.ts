/** The keys an object type names, without its index signatures. */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 };

/**
 * A contract's type as json-schema-to-ts derives it, closed: an object schema that names its
 * properties but not `additionalProperties: false` gives `{ named…; [k: string]: unknown }`, so a
 * page that read a field its route does not answer (a misspelt `FLIS_DateOfExpiry`) still
 * type-checked as `unknown`. Closed drops that index signature wherever properties are named, at
 * every depth, so such a read fails the type check (issue 30). An object that names no property
 * (the answers of an application, open by design) keeps its index signature.
 */
export type Closed<T> = T extends (infer U)[] ? Closed<U>[] : T extends object ? ([NamedKeys<T>] extends [never] ? T : { [K in keyof T as string extends K ? never : number extends K ? never : K]: Closed<T[K]> }) : T;
