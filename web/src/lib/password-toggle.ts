import { t } from '@lingui/core/macro';
/**
 * The show/hide button of a password field. Its name avoids the word "password" so the field's label
 * ("Password") stays the only control found by that name.
 */
export const visibilityToggleProps = {
  // A getter: spread at render, it gives the label in the active language.
  get 'aria-label'() {
    return t`Show or hide characters`;
  },
};
