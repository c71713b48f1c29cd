/** The errors of one input, referenced by the input's aria-describedby. */
export function FieldErrorText({ id, messages }: { id: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="inspector-field__error">
      {messages.join('; ')}
    </p>
  );
}

/** Props that tie an input to its error text. */
export function errorAttributes(id: string, messages: readonly string[] | undefined) {
  return messages?.length ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
}
