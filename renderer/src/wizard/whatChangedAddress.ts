/**
 * The sub-route of 'What changed since you started' under a type's route prefix (decision 0041):
 * beside the stages' routes, so it has an address of its own that a reload keeps.
 */
export const WHAT_CHANGED_ROUTE = "what-changed";

/** The address of 'What changed since you started' for a type. */
export const whatChangedAddress = (routePrefix: string) => `${routePrefix}/${WHAT_CHANGED_ROUTE}`;
