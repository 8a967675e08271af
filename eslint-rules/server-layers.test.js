import { describe, expect, it } from 'vitest';
import { samplesOf } from './lint-samples.js';
import { roleOf } from './server-layers.js';

/** The project's own configuration (eslint.config.js) on imports written in the server's layers (ADR 036). */
const { allowed, refused } = samplesOf('server/layers');

describe('roles of server files', () => {
  it('reads routes, repos, services and the rest of a module from the file name', () => {
    expect(roleOf('src/server/modules/trips/routes.ts')).toEqual({ module: 'trips', kind: 'routes' });
    expect(roleOf('src/server/modules/trips/document-routes.ts')).toEqual({ module: 'trips', kind: 'routes' });
    expect(roleOf('src/server/modules/trips/repo.ts')).toEqual({ module: 'trips', kind: 'repo' });
    expect(roleOf('src/server/modules/trips/detail-repo.ts')).toEqual({ module: 'trips', kind: 'repo' });
    expect(roleOf('src/server/modules/billing/service.ts')).toEqual({ module: 'billing', kind: 'service' });
    expect(roleOf('src/server/modules/billing/writes.ts')).toEqual({ module: 'billing', kind: 'inside' });
    expect(roleOf('src/server/modules/billing/pdf/kit.ts')).toEqual({ module: 'billing', kind: 'inside' });
    expect(roleOf('src/server/modules/index.ts').kind).toBe('registry');
    expect(roleOf('src/server/providers/distances/google-routes.ts')).toMatchObject({ kind: 'base', layer: 'providers' });
    expect(roleOf('src/server/lib/rate-limit-repo.ts')).toMatchObject({ kind: 'base', layer: 'lib' });
  });
});

describe('routes -> service -> repo', () => {
  refused('src/server/modules/blog/routes.ts', "import { blogRepo } from '#server/modules/blog/repo.js';", 'Routes ask the service, never a repo');
  refused('src/server/modules/trips/x-routes.ts', "import type { TripChangeEntry } from './repo.js';", 'Routes ask the service, never a repo');
  refused('src/server/modules/blog/repo.ts', "import type { BlogService } from './service.js';", 'A repo builds queries only');
  refused('src/server/modules/trips/detail-repo.ts', "import tripsRoutes from './routes.js';", 'A repo builds queries only');
  refused('src/server/modules/blog/repo.ts', "import type { Services } from '#server/services.js';", 'A repo builds queries only');

  allowed('src/server/modules/blog/routes.ts', "import type { BlogService } from './service.js';\nimport { errorResponses } from '#server/lib/http.js';");
  allowed('src/server/modules/blog/service.ts', "import { blogRepo } from './repo.js';");
  allowed('src/server/modules/trips/repo.ts', "import type { DB } from '#server/db/types.js';\nimport { sameEmail } from '#server/lib/sql.js';\nimport { tripDetailRepo } from './detail-repo.js';");
});

describe('lib, providers and db sit below the modules', () => {
  refused('src/server/lib/x.ts', "import type { TripsService } from '#server/modules/trips/service.js';", 'src/server/lib is below the modules');
  refused('src/server/providers/x/y.ts', "import { TRIP } from '#server/modules/trips/mapping.js';", 'src/server/providers is below the modules');
  refused('src/server/db/seed/x.ts', "import type { AccountsService } from '#server/modules/accounts/service.js';", 'src/server/db is below the modules');
  refused('src/server/lib/x.ts', "const m = await import('#server/modules/blog/service.js');", 'src/server/lib is below the modules');

  allowed('src/server/lib/x.ts', "import { tooManyRequests } from './errors.js';\nimport type { DB } from '#server/db/types.js';");
});

describe('a module reaches another only through its service', () => {
  refused('src/server/modules/billing/service.ts', "import { tripsRepo } from '#server/modules/trips/repo.js';", 'only through its service');
  refused('src/server/modules/billing/writes.ts', "import type { TripRow } from '#server/modules/trips/mapping.js';", 'only through its service');
  refused('src/server/modules/clients/routes.ts', "import accountsRoutes from '#server/modules/accounts/routes.js';", 'only through its service');

  allowed('src/server/modules/billing/service.ts', "import type { TripsService } from '#server/modules/trips/service.js';");
  allowed('src/server/modules/index.ts', "import blogRoutes from './blog/routes.js';\nimport tripsRoutes from './trips/routes.js';");
  // Named in eslint.config.js with its reason: the shares module answers /api/trips/:id/share-links.
  allowed('src/server/modules/trips/routes.ts', "import { shareLinksRoutes } from '#server/modules/shares/routes.js';");
});
