// The map renderer shared by the itinerary PDF and the screens (ADR 027).
export * from './view.js';
export * from './measure.js';
export * from './layout.js';
