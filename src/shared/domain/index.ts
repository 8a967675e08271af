// Pure business rules shared by server and web (DESIGN: one home for each rule).
export * from './constants.js';
export * from './costs.js';
export * from './distances.js';
export * from './durations.js';
export * from './geo.js';
export * from './itinerary.js';
export * from './slots.js';
export * from './time.js';
export * from './travel.js';
export * from './trip-copy.js';
export * from './trip-id.js';
export * from './dates.js';
export * from './labels.js';
export * from './itinerary-write.js';
export * from './activity-changes.js';
export * from './names.js';
export * from './notes.js';
