/** A form's outcome line: the notice (read out politely) and the error (an alert), each only when set. */
export function FormMessages({ notice, error }: { notice?: string; error: string }) {
  return (
    <>
      {notice && <p role="status">{notice}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
