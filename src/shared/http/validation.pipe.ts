import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { DomainError } from '../errors/domain-error.js';
import { msg, remembered } from '#i18n';

/** class-validator's defaults read like code ("email must be an email"); these read like a form. */
const READABLE: Record<string, string> = {
  isDefined: remembered(msg({ message: 'This field is required.' })),
  isNotEmpty: remembered(msg({ message: 'This field may not be blank.' })),
  isString: remembered(msg({ message: 'Not a valid string.' })),
  isEmail: remembered(msg({ message: 'Enter a valid email address.' })),
  isInt: 'A valid integer is required.',
  isBoolean: remembered(msg({ message: 'Must be true or false.' })),
  isIn: remembered(msg({ message: 'Not a valid choice.' })),
  isEnum: remembered(msg({ message: 'Not a valid choice.' })),
};

function messagesOf(error: ValidationError): string[] {
  const constraints = error.constraints ?? {};
  if (error.value === undefined || error.value === null) {
    if ('isDefined' in constraints || 'isNotEmpty' in constraints || Object.keys(constraints).length > 0) {
      return [remembered(msg({ message: 'This field is required.' }))];
    }
  }
  return Object.entries(constraints).map(([name, message]) => {
    if (!message.startsWith(`${error.property} `)) return message;
    return (
      READABLE[name] ??
      `${message.charAt(error.property.length + 1).toUpperCase()}${message.slice(error.property.length + 2)}.`
    );
  });
}

function collect(
  errors: ValidationError[],
  prefix = '',
  into: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[key] = messagesOf(error);
    if (error.children?.length) collect(error.children, key, into);
  }
  return into;
}

/**
 * Path parameters reach their own pipe (EntityIdPipe) as the client spelt them. The global pipe runs first, and
 * its `Number()` turned "0x16", "2.2e1", "+22", "022", " 22", "0b10110" and "22.0" into 22 before the id pipe could
 * see that they are not the canonical spelling, so every one of them named row 22.
 */
class HttpValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

/** Validates DTOs and answers 400 {"field": ["message"]} through the one DomainError. */
export function createValidationPipe(): ValidationPipe {
  return new HttpValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: true },
    exceptionFactory: (errors) =>
      new DomainError('validation_failed', 'validation', msg({ message: 'Invalid input.' }), {
        fields: collect(errors),
      }),
  });
}
