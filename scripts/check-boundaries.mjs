// Proves that the architecture's import rules (eslint.boundaries.js) can fail: each planted
// file below breaks one arrow and must be reported; the allowed imports beside them must not.
// `npm test` runs it after lint, which checks the real tree against the same rules.
import { ESLint } from 'eslint';
import { root } from './lib/ensure.mjs';

/** [file the code pretends to live in, the import line, whether the rules must refuse it] */
const cases = [
  ['packages/ui/src/components/Planted.tsx', "import { sessionMachine } from '@starcrew/machines';", true],
  ['packages/ui/src/components/Planted.tsx', "import { createApiClient } from '@starcrew/api-client';", true],
  ['packages/ui/src/components/Planted.tsx', "import { Link } from 'react-router';", true],
  ['packages/ui/src/components/Planted.tsx', "import { locales } from '@starcrew/i18n';", false],
  ['packages/machines/src/Planted.ts', "import { useState } from 'react';", true],
  ['packages/machines/src/Planted.ts', "import { ofetch } from 'ofetch';", true],
  ['packages/machines/src/Planted.ts', "import { routes } from '@starcrew/console';", true],
  ['packages/machines/src/Planted.ts', "import type { Location } from '@starcrew/contract';", false],
  ['packages/api-client/src/Planted.ts', "import { Button } from '@starcrew/ui';", true],
  ['packages/contract/src/Planted.ts', "import { z } from 'zod';", true],
  ['packages/i18n/src/Planted.ts', "import { loginRequest } from '@starcrew/contract';", true],
  ['apps/api/src/Planted.ts', "import { translate } from '@starcrew/i18n';", true],
  ['apps/api/src/Planted.ts', "import { something } from '../../console/src/App.tsx';", true],
  ['apps/api/src/Planted.ts', "import { loginRequest } from '@starcrew/contract';", false],
  ['apps/review-form/src/Planted.ts', "import { sessionMachine } from '@starcrew/machines';", true],
  ['apps/console/src/Planted.ts', "import { Button } from '@starcrew/ui/src/components/Button/Button.tsx';", true],
  ['apps/console/src/Planted.ts', "import { formatEur } from '../../../packages/i18n/src/index.ts';", true],
  ['apps/console/src/Planted.ts', "import { QrCode } from '@starcrew/ui/qr-code';", false],
  ['.storybook/Planted.tsx', "import '../packages/ui/src/styles/global.ts';", true],
];

const eslint = new ESLint({ cwd: root });
let failures = 0;
for (const [filePath, line, refused] of cases) {
  const [result] = await eslint.lintText(`${line}\nexport {};\n`, { filePath: `${root}/${filePath}` });
  const reported = result.messages.some((m) => m.ruleId === 'no-restricted-imports');
  if (reported !== refused) {
    failures += 1;
    console.error(
      `${filePath}: "${line}" was ${reported ? 'refused' : 'allowed'}, expected ${refused ? 'refused' : 'allowed'}`,
    );
  }
}
console.log(`${cases.length - failures} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
