import type { Services } from '#server/services.js';
import type { PublicData } from '#web/lib/public-data.js';

/**
 * What the server-rendered public pages read, straight from the services
 * (no HTTP round trip). The browser gets the same shape from the API.
 */
export function createPublicData(services: Services, origin: string): PublicData {
  return {
    origin,
    blog: {
      list: () => services.blog.list(),
      latest: (limit) => services.blog.latest(limit),
      open: (slug) => services.blog.open(slug),
    },
  };
}
