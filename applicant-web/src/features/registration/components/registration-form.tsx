// The registration fields (first name, last name, e-mail, passwords, terms) come with the registration issue.
export function RegistrationForm() {
  return (
    <section className="panel" aria-labelledby="registration-title">
      <h2 id="registration-title">Create your account</h2>
    </section>
  );
}
