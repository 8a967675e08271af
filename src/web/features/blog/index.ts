/** The blog as other features use it (ADR 009): the latest posts row of the home page. */
export { LatestPosts } from './components/latest-posts';
