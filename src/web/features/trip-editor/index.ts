/** The trip editor (/backoffice/trip-details, issue 9): what the route uses. */
export { TripDetailsPage, LOADING_TEXT, type Viewer } from './components/trip-details-page';
