const AGENCIES = [
  { name: "Maritime Authority of Jamaica", address: "12 Ocean Boulevard, Kingston", more: "Registers vessels and issues the MAJ registration marks and cruising permits that vessel licences and authorizations refer to." },
  { name: "Jamaica Defence Force Coast Guard", address: "HMJS Cagway, Port Royal, Kingston", more: "Patrols Jamaica's waters and the cays, and reports fishing violations at sea to the Authority." },
  { name: "Fisheries Compliance Monitoring Unit", address: "2c Newport East, Kingston 11", more: "Inspects landings, processors and dealers for closed-season and licence compliance." },
];

/** /admin/g2g (spec 000 §2): the three agencies the Authority works with, each labelled GENERAL with its address. */
export function G2gPage() {
  return (
    <>
      <h1 className="govuk-heading-xl">Government to Government (G2G)</h1>
      <ul className="nfa-admin-cards">
        {AGENCIES.map((agency) => (
          <li key={agency.name} className="nfa-admin-card">
            <strong className="govuk-tag">GENERAL</strong>
            <h2 className="govuk-heading-m">{agency.name}</h2>
            <p className="govuk-body">{agency.address}</p>
            <details className="govuk-details">
              <summary className="govuk-details__summary">
                <span className="govuk-details__summary-text">
                  View More <span className="govuk-visually-hidden">about {agency.name}</span>
                </span>
              </summary>
              <div className="govuk-details__text">{agency.more}</div>
            </details>
          </li>
        ))}
      </ul>
    </>
  );
}
