import type { Destination } from '#shared/domain/constants';

/** What a Plan My Trip button fills in before the visitor starts (the launcher and the dialog read it). */
export interface QuestionnairePreset {
  destination?: Destination;
  /** The package the visitor came from, noted in the special requests. */
  packageTitle?: string;
}
