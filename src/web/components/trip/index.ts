// Presentational pieces of a trip shared by the trip editor and the client workspace.
export * from './option-card';
export * from './place-image';
export * from './leg-line';
