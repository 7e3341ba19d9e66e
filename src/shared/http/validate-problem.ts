import { ValidateBy, type ValidationOptions } from 'class-validator';
import { msg, remembered, type Text } from '#i18n';

/**
 * A class-validator constraint from one function that says what is wrong with a value (null when nothing is),
 * so the check and the message the client reads cannot drift apart.
 */
export function ValidateProblem(
  name: string,
  problem: (value: unknown) => Text | null,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value) => problem(value) === null,
        // A message with values travels as its words, remembered for the error filter to translate.
        defaultMessage: (args) => remembered(problem(args?.value) ?? msg({ message: 'Enter a valid value.' })),
      },
    },
    options,
  );
}
