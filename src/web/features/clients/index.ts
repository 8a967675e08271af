/** What other features use of the clients feature (ADR 009: features talk through their index). */
export { useTripTemplates } from './api/get-trip-templates';
