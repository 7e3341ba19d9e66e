import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * A class-validator constraint from one function that says what is wrong with a value (null when nothing is),
 * so the check and the message the client reads cannot drift apart.
 */
export function ValidateProblem(
  name: string,
  problem: (value: unknown) => string | null,
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        validate: (value) => problem(value) === null,
        defaultMessage: (args) => problem(args?.value) ?? 'Enter a valid value.',
      },
    },
    options,
  );
}
