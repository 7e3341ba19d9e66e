import { schemaResolver, useForm, type FormErrors, type LooseKeys } from '@mantine/form';
import type { z } from 'zod';
import { fieldMessages, joinMessages } from '../errors';

interface SchemaFormOptions<Values> {
  /**
   * Fields whose message, once shown, follows the text: each change checks the field again, so the message changes
   * or goes the moment the value is right. Any other field's message goes at its first change.
   */
  recheck?: readonly LooseKeys<Values>[];
}

/**
 * A Mantine form checked by a zod schema (Mantine's own Standard Schema resolver): the messages show on submit,
 * and the submit handler receives the schema's output (amounts in cents, trimmed text), never the raw strings.
 */
export function useSchemaForm<Values extends Record<string, unknown>, Output>(
  schema: z.ZodType<Output, Values>,
  initialValues: Values,
  { recheck = [] }: SchemaFormOptions<Values> = {},
) {
  return useForm<Values, Output>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // Runs only once the values passed the same schema, so it cannot throw.
    transformValues: (values) => schema.parse(values),
    enhanceGetInputProps: ({ inputProps, field, form }) => {
      if (!recheck.includes(field)) return undefined;
      // Taken now: Mantine assigns what this returns onto `inputProps` itself.
      const change = inputProps.onChange as (value: unknown) => void;
      return {
        onChange: (value: unknown) => {
          const shown = form.errors[field] !== undefined;
          change(value);
          if (shown) form.validateField(field);
        },
      };
    },
  });
}

/**
 * The server's field messages (`400 {"amount": ["..."]}`) for the fields a form has, the first of each (or all of
 * them joined into one sentence, `all`): set with `form.setErrors`, they land on the field as the form's own do.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[], { all = false } = {}): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const messages = fieldMessages(error, field);
    if (messages.length > 0) errors[field] = all ? joinMessages(messages) : messages[0];
  }
  return errors;
}
