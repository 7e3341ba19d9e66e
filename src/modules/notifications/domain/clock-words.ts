import { type MessageDescriptor, msg, withValues } from '#i18n';

/**
 * The pace of a match in words, per locale: "1 min per move", "1 day per move" (gameplay's paceLabel says the
 * same in English for the API).
 */
export function paceText(seconds: number): MessageDescriptor {
  if (seconds >= 86_400 && seconds % 86_400 === 0)
    return withValues(msg({ message: '{count, plural, one {# day} other {# days}} per move' }), {
      count: seconds / 86_400,
    });
  if (seconds >= 3600 && seconds % 3600 === 0)
    return withValues(msg({ message: '{count, plural, one {# hour} other {# hours}} per move' }), {
      count: seconds / 3600,
    });
  if (seconds >= 60 && seconds % 60 === 0)
    return withValues(msg({ message: '{count} min per move' }), { count: seconds / 60 });
  return withValues(msg({ message: '{count} s per move' }), { count: seconds });
}
