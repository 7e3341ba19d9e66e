/** Sections of the profile page other pages link to (`/profile#<anchor>`). */
export const PROFILE_ANCHORS = {
  dateOfBirth: 'date-of-birth',
} as const;
