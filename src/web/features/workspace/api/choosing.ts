import { optionPoint } from '#shared/domain/distances';
import type { Option } from '#shared/domain/itinerary';

/**
 * The chosen place's coordinates are not verified (none, invalid, or marked so): the sidebar
 * warns. Choosing itself is the shared itinerary operation `chooseOption` (itinerary-ops.ts), the
 * map's stops `dayStops` / `tripStops` (distances.ts).
 */
export function unverifiedCoordinates(o: Option): boolean {
  return o.hasValidCoordinates === false || optionPoint(o) === null;
}
