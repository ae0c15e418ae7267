// The feature zones' fixtures (eslint-walls/fixtures/web): each must be refused exactly on its lines
// marked ✗ by walls/feature-zones (eslint-walls/fixture-suite.js).
import { describeWallFixtures } from '../../../../eslint-walls/fixture-suite.js';

describeWallFixtures('the web feature zones', { folder: 'web', rule: 'walls/feature-zones' });
