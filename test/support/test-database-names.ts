import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEMPLATE_DB = 'spockout_test_template';
export const STATE_FILE = join(tmpdir(), 'spockout-test-state.json');
