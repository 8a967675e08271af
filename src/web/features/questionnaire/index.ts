/** The questionnaire as other features use it (ADR 009): Plan My Trip buttons and their provider. */
export { PlanTripButton, QuestionnaireProvider, usePlanTrip, type PlanTripButtonProps } from './launcher';
export type { QuestionnairePreset } from './preset';
