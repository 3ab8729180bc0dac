export interface EmailLinkProps {
  email: string;
}

/**
 * An e-mail address as a mailto link. A narrow column breaks it before the "@" rather than in the middle of
 * a name, so each half still reads as what it is.
 */
export function EmailLink({ email }: EmailLinkProps) {
  const at = email.lastIndexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </a>
  );
}
