import { describe, expect, it } from 'vitest';
import { samplesOf } from './lint-samples.js';

/** The project's own lint configuration (eslint.config.js) on imports written in each layer (ADR 009). */
const { allowed, refused } = samplesOf('no-restricted-imports');

describe('layer boundaries', () => {
  refused('src/web/features/clients/x.ts', "import { config } from '#server/config';", 'The web never imports the server');
  refused('src/web/routes/x.tsx', "import type { Config } from '#server/config.js';", 'The web never imports the server');
  refused('src/shared/domain/x.ts', "import { db } from '#server/db/index.js';", 'Shared code is isomorphic');
  refused('src/shared/contracts/x.ts', "import { cn } from '#web/lib/cn';", 'Shared code is isomorphic');
  refused('src/web/lib/x.ts', "import type { BadgeTone } from '#web/components/ui/badge';", 'lib sits below components');
  refused('src/web/lib/x.ts', "import { useClients } from '#web/features/clients';", 'lib sits below components');
  refused('src/web/components/ui/x.tsx', "import { guards } from '#web/app/guards';", 'components/ui sits below');
  refused('src/web/components/ui/x.tsx', "import { ThemeToggle } from '#web/components/theme-toggle';", 'primitives import only');
  refused('src/web/components/x.tsx', "import { paths } from '#web/features/dashboard';", 'components sits below');
  refused('src/web/features/auth/x.tsx', "import { AuthLayout } from '#web/app/layouts/auth-layout';", 'A feature sits below app');
  refused('src/web/features/home/x.tsx', "import { PlanTripButton } from '#web/features/questionnaire/launcher';", "a feature's public index.ts");
  refused('src/server/modules/x/service.ts', "import { a } from '../../lib/errors.js';", 'Leave the folder through');

  allowed('src/web/features/home/x.tsx', "import { PlanTripButton } from '#web/features/questionnaire';");
  allowed('src/web/features/dashboard/components/x.tsx', "import { useTrips } from '#web/features/dashboard/api/get-trips';");
  allowed('src/web/features/dashboard/components/x.tsx', "import { Badge } from '#web/components/ui/badge';\nimport { paths } from '#web/lib/paths';");
  allowed('src/web/components/ui/x.tsx', "import { Button } from '#web/components/ui/button';\nimport { cn } from '#web/lib/cn';");
  allowed('src/web/routes/backoffice/x.tsx', "import { requireSuperAdmin } from '#web/app/guards';");
  allowed('src/web/lib/x.ts', "import { formatDate } from '#shared/domain/dates';\nimport { ApiError } from './api';");
  allowed('src/server/render/x.ts', "import type { PublicData } from '#web/lib/public-data.js';");
});

describe('query keys', () => {
  const { messages: syntax } = samplesOf('no-restricted-syntax');

  it('refuses a literal key in a feature and accepts the factory', async () => {
    expect((await syntax('src/web/features/x/api.ts', "qc.invalidateQueries({ queryKey: ['clients', 'list'] });")).join()).toContain('query-keys');
    expect(await syntax('src/web/features/x/api.ts', 'qc.invalidateQueries({ queryKey: clientKeys.lists() });')).toEqual([]);
    expect(await syntax('src/web/lib/query-keys.ts', "export const k = { queryKey: ['session'] };")).toEqual([]);
  });
});
