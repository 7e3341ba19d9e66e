import type { FormErrors, LooseKeys } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { notifyError, notifySuccess } from '../notify';
import { isReauthCancelled } from '../reauth';
import { serverFieldErrors, useSchemaForm } from './schema-form';

/** What the hook needs of a TanStack mutation: its state and its promise. */
export interface FormMutation<Variables, Answer> {
  isPending: boolean;
  mutateAsync: (variables: Variables) => Promise<Answer>;
}

export interface ServerFormOptions<Values extends Record<string, unknown>, Output, Variables, Answer> {
  schema: z.ZodType<Output, Values>;
  initialValues: Values;
  /** Fields whose message follows the text once shown (see useSchemaForm). */
  recheck?: readonly LooseKeys<Values>[];
  mutation: FormMutation<Variables, Answer>;
  /** The mutation's variables from the schema's output; the output itself when absent. */
  variables?: (input: Output) => Variables;
  /** Wraps the call, e.g. `withProof` (the re-authentication dialog) around it. */
  wrap?: (call: () => Promise<Answer>) => Promise<Answer>;
  /** False holds the submit back (the output is fine, but the form knows it cannot be sent yet). */
  canSubmit?: (input: Output) => boolean;
  /**
   * The words of a refusal, for the alert and the toast (the feature's texts picked with bodyError, bodyDetail...);
   * null says nothing. Compare a refusal by errorCode(), never by these words.
   */
  refusal: (failure: unknown) => string | null;
  /**
   * The server fields that land on the form's fields (every key of the initial values when absent), or the
   * messages a refusal puts on the fields, worked out by the form.
   */
  fields?: readonly string[] | ((failure: unknown) => FormErrors);
  /** A field with several server messages shows them all, joined into a sentence (else the first). */
  allFieldMessages?: boolean;
  /**
   * 'alert' (default): the refusal's words in the form's alert, beside any field messages.
   * 'alertUnlessOnFields': the alert only when no server message landed on a field.
   * A field name: the words under that field, and no alert (a one-field form).
   */
  show?: 'alert' | 'alertUnlessOnFields' | LooseKeys<Values>;
  /** 'shown' (default): a toast says the words when the alert (or field) shows them; 'always'; or 'never'. */
  toast?: 'shown' | 'always' | 'never';
  /** The success toast: a text, or the text from the answer. */
  success?: string | ((answer: Answer) => string);
  /** Just before the call, once the values passed (e.g. clear what the last answer showed). */
  onSend?: (input: Output) => void;
  onSuccess?: (answer: Answer, input: Output) => void;
  /** What else a refusal does (empty a code, go back a step), before its words are shown. */
  onRefused?: (failure: unknown) => void;
  /** After the schema refused the values (no request was sent); the alert is cleared first. */
  onInvalid?: (errors: FormErrors) => void;
}

/**
 * A form that sends a mutation (issue 31 §4): one place owns what a refusal does. The schema checks the values
 * (useSchemaForm); the submit sends the mutation once at a time; a refusal's `{"field": ["msg"]}` lands on the
 * form's fields (form.setErrors), its `{"error"}`/`{"detail"}` words (picked by `refusal`) in one alert
 * (`<FormAlert message={error} />`) and a toast; a success may toast. A cancelled re-authentication says nothing.
 */
export function useServerForm<Values extends Record<string, unknown>, Output, Variables = Output, Answer = unknown>(
  options: ServerFormOptions<Values, Output, Variables, Answer>,
) {
  const { schema, initialValues, recheck, mutation } = options;
  const form = useSchemaForm(schema, initialValues, { recheck });
  const [error, setError] = useState<string | null>(null);
  const pending = mutation.isPending;

  const refused = (failure: unknown) => {
    if (isReauthCancelled(failure)) return;
    // First: what it does may empty a field, which would take the field's message with it.
    options.onRefused?.(failure);
    const { refusal, show = 'alert', toast = 'shown', allFieldMessages = false } = options;
    const { fields = Object.keys(initialValues) } = options;
    const onFields =
      typeof fields === 'function' ? fields(failure) : serverFieldErrors(failure, fields, { all: allFieldMessages });
    const message = refusal(failure);
    const landed = Object.keys(onFields).length > 0;
    const shown = show === 'alertUnlessOnFields' && landed ? null : message;
    if (show === 'alert' || show === 'alertUnlessOnFields') {
      setError(shown);
      form.setErrors(onFields);
    } else {
      form.setErrors({ ...onFields, ...(shown ? { [show]: shown } : {}) });
    }
    if (message && (toast === 'always' || (toast === 'shown' && shown))) notifyError(message);
  };

  const send = (input: Output) => {
    if (pending || options.canSubmit?.(input) === false) return;
    setError(null);
    options.onSend?.(input);
    const variables = options.variables ? options.variables(input) : (input as unknown as Variables);
    const call = () => mutation.mutateAsync(variables);
    void (options.wrap ? options.wrap(call) : call()).then((answer) => {
      const { success } = options;
      if (success !== undefined) notifySuccess(typeof success === 'string' ? success : success(answer));
      options.onSuccess?.(answer, input);
    }, refused);
  };

  const invalid = (errors: FormErrors) => {
    setError(null);
    options.onInvalid?.(errors);
  };

  return {
    form,
    /** Back to the initial values, with no message (a dialog opened again). */
    reset: () => {
      form.reset();
      setError(null);
    },
    /** For `<form onSubmit>`: checks the values, then sends them. */
    onSubmit: form.onSubmit(send, invalid),
    /** The alert's words (null: no alert). */
    error,
    setError,
    pending,
  };
}
