/** What other screens use of the questionnaire review (ADR 009: features talk through their index). */
export { QuestionnaireSummaryCard } from './components/questionnaire-summary';
