/** One picture of the home page carousel, with the words shown over it. */
export interface Slide {
  image: string;
  /** Text alternative of the picture (the caption says the rest). */
  alt: string;
  heading: string;
  text: string;
}

/** The home page pictures (spec 000 §1: a home page with an image carousel). */
export const HOME_SLIDES: Slide[] = [
  { image: "/images/slide-coast.svg", alt: "Fishing boats off the Jamaican coast at sunrise", heading: "Licensing Jamaica's fishers and vessels", text: "Apply for your fisher licence, vessel licence and ID card online." },
  { image: "/images/slide-aquaculture.svg", alt: "Fish farm ponds in the countryside", heading: "Growing aquaculture", text: "Fish farmers and aquaculture facilities apply and renew here." },
  { image: "/images/slide-reef.svg", alt: "Reef fish, lobster and conch on the sea bed", heading: "Protecting our fisheries", text: "Respect the closed seasons for conch, spiny lobster and sea cucumber." },
];
