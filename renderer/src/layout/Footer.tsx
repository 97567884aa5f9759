import { Link } from "react-router-dom";
import { CONTACT, FISHERIES_ACT_URL, PUBLIC_FILES, SOCIAL_MEDIA } from "../pages/public/publicLinks.ts";

const LINKS: Array<{ to: string; label: string }> = [
  { to: "/how-to-apply", label: "How to Apply" },
  { to: "/faq", label: "FAQ" },
  { to: "/news-and-announcements", label: "News and Announcements" },
  { to: "/register-of-vessels", label: "Register of Licensed Vessels" },
  { to: "/community", label: "Community" },
  { to: "/support", label: "Help & Support" },
  { to: "/privacy-policy", label: "Privacy Notice" },
];

/** The footer: the public pages, the downloads, the social-media links and the data-protection contact (spec 000 §1, §2). */
export function Footer() {
  return (
    <footer className="govuk-footer">
      <div className="govuk-width-container">
        <div className="govuk-footer__meta">
          <div className="govuk-footer__meta-item govuk-footer__meta-item--grow">
            <h2 className="govuk-visually-hidden">Support links</h2>
            <ul className="govuk-footer__inline-list">
              {LINKS.map((l) => (
                <li key={l.to} className="govuk-footer__inline-list-item">
                  <Link className="govuk-footer__link" to={l.to}>
                    {l.label}
                  </Link>
                </li>
              ))}
              <li className="govuk-footer__inline-list-item">
                <a className="govuk-footer__link" href={FISHERIES_ACT_URL} target="_blank" rel="noreferrer">
                  Fisheries Act, 2018 <span className="govuk-visually-hidden">(opens in a new tab)</span>
                </a>
              </li>
              <li className="govuk-footer__inline-list-item">
                <a className="govuk-footer__link" href={PUBLIC_FILES.statutoryDeclaration} download>
                  Statutory Declaration of Date of Birth (PDF)
                </a>
              </li>
            </ul>
            <h2 className="govuk-heading-s nfa-footer__heading" id="footer-social">
              Follow the Authority
            </h2>
            <ul className="govuk-footer__inline-list nfa-footer__social" aria-labelledby="footer-social">
              {SOCIAL_MEDIA.map((s) => (
                <li key={s.name} className="govuk-footer__inline-list-item">
                  <a className="govuk-footer__link" href={s.url} target="_blank" rel="noreferrer">
                    {s.name} <span className="govuk-visually-hidden">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="govuk-footer__meta-custom">
              Questions about how your personal data is used? Contact the Data Protection Officer of the {CONTACT.authority} at <a className="govuk-footer__link" href={`mailto:${CONTACT.dpoEmail}`}>{CONTACT.dpoEmail}</a>, or write to {CONTACT.address}.
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
