import type { Services } from '../services.js';
import type { PublicData } from '../../web/lib/public-data.js';

/**
 * What the server-rendered public pages read, straight from the services
 * (no HTTP round trip). The browser gets the same shape from the API.
 */
export function createPublicData(_services: Services, origin: string): PublicData {
  return { origin };
}
