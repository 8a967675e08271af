import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

describe('index', () => {
  it('re-exports every module', () => {
    for (const name of [
      'PASSWORD_MIN_LENGTH',
      'billingStatement',
      'chooseOption',
      'tripDurationDays',
      'isValidCoordinates',
      'normalizeItinerary',
      'sortDaysByDate',
      'addSlot',
      'parseTime',
      'HotelSchema',
      'parseTripNumber',
      'copyItinerary',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
