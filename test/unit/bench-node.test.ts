import { ENGINES_NODE, nodeIsSupported } from '../../bench/lib/machine.js';

/** The bench measures the app on the runner's Node, so it refuses a Node older than package.json allows. */
describe('the bench runner checks its Node against engines.node', () => {
  it('reads engines.node from package.json', () => {
    expect(ENGINES_NODE).toMatch(/^>=\d+/);
  });

  it.each([
    ['20.20.2', false],
    ['22.16.9', false],
    ['22.17.0', true],
    ['22.19.1', true],
    ['24.21.0', true],
  ])('Node %s against >=22.17: %s', (version, supported) => {
    expect(nodeIsSupported(version, '>=22.17')).toBe(supported);
  });

  it('takes a major version alone', () => {
    expect(nodeIsSupported('23.0.0', '>=24')).toBe(false);
    expect(nodeIsSupported('24.0.0', '>=24')).toBe(true);
  });
});
