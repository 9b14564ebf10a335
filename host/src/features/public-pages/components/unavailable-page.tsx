/** spec §2: shown when the health check fails. */
export function UnavailablePage() {
  return (
    <section aria-labelledby="unavailable-heading" className="portal-public-page">
      <h1 id="unavailable-heading">The portal is unavailable</h1>
      <p role="status">We cannot reach our servers right now. This page will take you back as soon as they answer again.</p>
    </section>
  );
}
