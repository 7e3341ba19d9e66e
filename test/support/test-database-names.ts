export const TEMPLATE_DB = 'spockout_test_template';
