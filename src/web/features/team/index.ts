/** What other features use of the team feature (ADR 009): the specialists a trip can be given to. */
export { useSpecialists, specialistsQuery } from './api';
