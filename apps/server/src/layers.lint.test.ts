// The layer rule's fixtures (eslint-walls/fixtures/server): each must be refused exactly on its lines
// marked ✗ by walls/server-layers (eslint-walls/fixture-suite.js).
import { describeWallFixtures } from '../../../eslint-walls/fixture-suite.js';

describeWallFixtures('the server layer rule', { folder: 'server', rule: 'walls/server-layers' });
