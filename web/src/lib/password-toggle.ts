/**
 * The show/hide button of a password field. Its name avoids the word "password" so the field's label
 * ("Password") stays the only control found by that name.
 */
export const visibilityToggleProps = { 'aria-label': 'Show or hide characters' } as const;
