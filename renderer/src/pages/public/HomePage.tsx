import { Link } from "react-router-dom";
import { Carousel } from "./Carousel.tsx";
import { HOME_SLIDES } from "./carouselSlides.ts";
import { FISHERIES_ACT_URL } from "./publicLinks.ts";

/**
 * /home (spec 000 §1 'Public content'): 'Apply Now for your Licence', the carousel, and the
 * sections on the Authority, aquaculture and capture fisheries with their apply buttons.
 */
export function HomePage() {
  return (
    <>
      <h1 className="govuk-heading-xl nfa-home__title">National Fisheries Authority online licensing portal</h1>
      {/* Phone first: the one call to action comes before the pictures, not below three carousel buttons. */}
      <p className="govuk-body-l">Apply for licences, permits, ID cards and letters, pay the fees and follow your application.</p>
      <Link to="/application-types" className="govuk-button govuk-button--start nfa-home__start">
        Apply Now for your Licence
      </Link>
      <Carousel slides={HOME_SLIDES} label="Highlights" />

      <section className="nfa-home__section" aria-labelledby="home-authority">
        <h2 className="govuk-heading-l" id="home-authority">
          The National Fisheries Authority
        </h2>
        <p className="govuk-body">
          The National Fisheries Authority manages, develops and regulates Jamaica's fisheries and aquaculture under the Fisheries Act, 2018, which replaced the Fishing Industry Act. It grants, varies, suspends and cancels licences, permits and authorizations, prepares fishery and aquaculture management plans and works with its partners against illegal fishing.
        </p>
        <p className="govuk-body">
          Read the law the Authority applies: <a className="govuk-link" href={FISHERIES_ACT_URL} target="_blank" rel="noreferrer">the Fisheries Act, 2018 (Laws of Jamaica, opens in a new tab)</a>.
        </p>
      </section>

      <section className="nfa-home__section" aria-labelledby="home-aquaculture">
        <h2 className="govuk-heading-l" id="home-aquaculture">
          Aquaculture
        </h2>
        <p className="govuk-body">
          Fish farming, mostly of tilapia on the plains of St. Catherine and Clarendon, supplies local markets and exports. Fish farmers, aquaculture fishing vessels and aquaculture facilities such as farms and hatcheries are licensed by the Authority.
        </p>
        <Link to="/aquaculture-fisher-details" className="govuk-button">
          Apply Here for an Aquaculture Licence
        </Link>
      </section>

      <section className="nfa-home__section" aria-labelledby="home-capture">
        <h2 className="govuk-heading-l" id="home-capture">
          Capture Fisheries
        </h2>
        <p className="govuk-body">
          Anyone who fishes in Jamaican waters, commercially or for recreation, needs a fisher licence, and every fishing vessel needs a vessel licence. Closed seasons protect conch, spiny lobster and sea cucumber stocks.
        </p>
        <Link to="/application-details" className="govuk-button">
          Apply Here for your Fishing Licence
        </Link>
      </section>

      <p className="govuk-body">
        New to the portal? Read <Link className="govuk-link" to="/how-to-apply">how to apply</Link>, the <Link className="govuk-link" to="/faq">frequently asked questions</Link> and the latest <Link className="govuk-link" to="/news-and-announcements">news and announcements</Link>.
      </p>
    </>
  );
}
